import { CAMPAIGN_PERSONALIZATIONS, type CampaignDetails, type CampaignPersonalization } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';

/** The script filled in per row (fast), or rewritten per row by the language model (clearly slower; only when the server has one). */
export function PersonalizationSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const name = useId();
  const { draft, save } = useCampaignSection<CampaignPersonalization>({
    section: 'personalization',
    campaign,
    read: (details) => details.personalization,
    toChanges: (personalization) => ({ changes: { personalization } }),
    serverPrefix: 'personalization',
  });
  return (
    <SectionCard id="campaign-personalization" title={t('campaigns.personalization.title')} description={t('campaigns.personalization.description')} save={save}>
      <fieldset>
        <legend className="sr-only">{t('campaigns.personalization.title')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CAMPAIGN_PERSONALIZATIONS.map((mode) => {
            const isOff = mode === 'ai' && !campaign.ai_available;
            return (
              <ChoiceCard
                key={mode}
                name={name}
                value={mode}
                checked={draft.value === mode}
                onChange={() => draft.set(mode)}
                disabled={isOff && draft.value !== 'ai'}
                title={t(`campaigns.personalization.modes.${mode}`)}
                text={
                  <>
                    {t(`campaigns.personalization.hints.${mode}`)}
                    {isOff ? <span className="mt-1 block font-medium text-fg">{t('campaigns.personalization.aiUnavailable')}</span> : null}
                  </>
                }
              />
            );
          })}
        </div>
      </fieldset>
    </SectionCard>
  );
}
