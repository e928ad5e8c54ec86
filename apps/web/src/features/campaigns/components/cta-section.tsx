import { campaignCtaSchema, type CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { ctaForm, ctaOf, type CtaForm } from '../utils/section-values';
import { InputField } from './form-field';
import { SectionCard } from './section-card';

/** The button the watch page shows under each recipient's video (e.g. "Pay now" to the payment page). */
export function CtaSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const { draft, save, fieldErrors } = useCampaignSection<CtaForm>({
    section: 'cta',
    campaign,
    read: (details) => ctaForm(details.cta),
    toChanges: (form) => {
      const cta = ctaOf(form);
      if (cta === null) return { changes: { cta: null } };
      const checked = campaignCtaSchema.safeParse(cta);
      return checked.success ? { changes: { cta: checked.data } } : { issues: checked.error.issues };
    },
    serverPrefix: 'cta',
  });
  const form = draft.value;
  const set = (change: Partial<CtaForm>) => draft.set((current) => ({ ...current, ...change }));
  return (
    <SectionCard id="campaign-cta" title={t('campaigns.cta.title')} description={t('campaigns.cta.description')} save={save}>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" checked={form.isOn} onChange={(event) => set({ isOn: event.target.checked })} className="size-4 accent-brand" />
        {t('campaigns.cta.toggle')}
      </label>
      {form.isOn ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <InputField label={t('campaigns.cta.label')} placeholder={t('campaigns.cta.labelPlaceholder')} value={form.label} maxLength={60} error={fieldErrors.label} onChange={(event) => set({ label: event.target.value })} />
          <InputField label={t('campaigns.cta.url')} type="url" inputMode="url" placeholder="https://" value={form.url} error={fieldErrors.url} onChange={(event) => set({ url: event.target.value })} />
        </div>
      ) : null}
    </SectionCard>
  );
}
