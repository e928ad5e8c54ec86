import { campaignDeliverySchema, type CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { deliveryForm, deliveryOf, type DeliveryForm } from '../utils/section-values';
import { InputField } from './form-field';
import { SectionCard } from './section-card';
import { WebhookSecret } from './webhook-secret';

/** How the videos reach people: an e-mail to each row with an address (subject and sender name), and a webhook for the business's systems. */
export function DeliverySection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const { draft, save, fieldErrors } = useCampaignSection<DeliveryForm>({
    section: 'delivery',
    campaign,
    read: (details) => deliveryForm(details.delivery),
    toChanges: (form) => {
      const checked = campaignDeliverySchema.safeParse(deliveryOf(form));
      return checked.success ? { changes: { delivery: checked.data } } : { issues: checked.error.issues };
    },
    serverPrefix: 'delivery',
  });
  const form = draft.value;
  const set = (change: Partial<DeliveryForm>) => draft.set((current) => ({ ...current, ...change }));
  return (
    <SectionCard id="campaign-delivery" title={t('campaigns.delivery.title')} description={t('campaigns.delivery.description')} save={save}>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" checked={form.email} onChange={(event) => set({ email: event.target.checked })} className="mt-0.5 size-4 accent-brand" />
        <span>
          <span className="block font-medium">{t('campaigns.delivery.email')}</span>
          <span className="block text-xs text-muted">{t('campaigns.delivery.emailHint')}</span>
        </span>
      </label>
      {form.email ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('campaigns.delivery.subject')}
            hint={t('campaigns.delivery.subjectHint')}
            placeholder={t('campaigns.delivery.subjectPlaceholder')}
            value={form.subject}
            maxLength={200}
            error={fieldErrors.email_subject}
            onChange={(event) => set({ subject: event.target.value })}
          />
          <InputField
            label={t('campaigns.delivery.sender')}
            hint={t('campaigns.delivery.senderHint')}
            value={form.senderName}
            maxLength={100}
            error={fieldErrors.sender_name}
            onChange={(event) => set({ senderName: event.target.value })}
            autoComplete="organization"
          />
        </div>
      ) : null}
      <InputField
        label={t('campaigns.delivery.webhook')}
        hint={t('campaigns.delivery.webhookHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={form.webhookUrl}
        error={fieldErrors.webhook_url}
        onChange={(event) => set({ webhookUrl: event.target.value })}
      />
      {campaign.webhook_secret && campaign.delivery.webhook_url ? <WebhookSecret secret={campaign.webhook_secret} /> : null}
    </SectionCard>
  );
}
