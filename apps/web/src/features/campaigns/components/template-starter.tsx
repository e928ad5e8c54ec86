import { CAMPAIGN_TEMPLATE_NAMES, type CampaignTemplateName } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { SMALL_BUTTON } from './field-styles';

/** The default scripts (payment reminder, offer) to start from; asks before one replaces the script being written. */
export function TemplateStarter({ onChoose }: { onChoose: (name: CampaignTemplateName) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<CampaignTemplateName | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{t('campaigns.script.startFrom')}</span>
      {CAMPAIGN_TEMPLATE_NAMES.map((name) => (
        <button key={name} type="button" className={buttonClasses('secondary', SMALL_BUTTON)} onClick={() => setAsking(name)}>
          {t(`campaigns.script.templates.${name}`)}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('campaigns.script.replaceTitle')}
        description={t('campaigns.script.replaceText')}
        confirmLabel={t('campaigns.script.replaceConfirm')}
        cancelLabel={t('campaigns.cancel')}
        onConfirm={() => {
          if (asking) onChoose(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
