import type { CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { usePathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useLanguage } from '../../../lib/i18n';
import { useConfirmCampaign } from '../api/confirm-campaign';
import { formatCount } from '../utils/format';
import { SectionCard } from './section-card';

/**
 * Starting the campaign: what it costs (one credit per row that gets a video), and when it cannot
 * start, the server's reason: too few credits (with the shortfall) or no Standard/Premium pack, each
 * with the way to /credits.
 */
export function ConfirmSection({ campaign, hasUnsaved, onStarted }: { campaign: CampaignDetails; hasUnsaved: boolean; onStarted: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pathTo = usePathTo();
  const errorMessage = useErrorMessage();
  const confirm = useConfirmCampaign(campaign.id);
  const count = campaign.recipients_count;
  const formatted = formatCount(count, language);
  const status = confirm.error instanceof ApiError ? confirm.error.status : null;
  const start = () =>
    confirm.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(t('campaigns.confirm.started', { count: answer.recipients_count, formatted: formatCount(answer.recipients_count, language) }));
        onStarted();
      },
    });
  return (
    <SectionCard id="campaign-confirm" title={t('campaigns.confirm.title')} description={t('campaigns.confirm.description')}>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-surface-strong p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('campaigns.confirm.videos')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatted}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('campaigns.confirm.cost')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{t('campaigns.confirm.credits', { count, formatted })}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-muted">{t('campaigns.confirm.skipped')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCount(campaign.skipped_count, language)}</dd>
        </div>
      </dl>
      {confirm.isError ? (
        <FormAlert>
          <p>{errorMessage(confirm.error)}</p>
          {status === 402 || status === 403 ? (
            <Link to={pathTo('credits')} className="mt-2 inline-block font-semibold underline underline-offset-2">
              {status === 402 ? t('campaigns.confirm.buyCredits') : t('campaigns.confirm.seePacks')}
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-pretty text-muted">{hasUnsaved ? t('campaigns.confirm.saveFirst') : t('campaigns.confirm.note')}</p>
        <button type="button" className={buttonClasses('primary', 'shrink-0')} disabled={hasUnsaved || count === 0 || confirm.isPending} aria-busy={confirm.isPending} onClick={start}>
          {confirm.isPending ? t('campaigns.confirm.starting') : t('campaigns.confirm.button', { count, formatted })}
        </button>
      </div>
    </SectionCard>
  );
}
