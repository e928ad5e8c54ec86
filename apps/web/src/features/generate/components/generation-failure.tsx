import { JOB_ERROR_TYPES, type JobErrorType } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FAILURE_MESSAGES, formatMessage, type GenerationState } from '../hooks/generation-machine';

const isJobErrorType = (value: string | null): value is JobErrorType => (JOB_ERROR_TYPES as readonly string[]).includes(value ?? '');

/**
 * Why the last generation gave no video (spec §8): the failure type's title and text, and for a
 * page that could not be read (scraping_failed, product_not_found) the switch to manual entry.
 */
export function GenerationFailure({ state, onSwitchToManual, onDismiss }: { state: GenerationState; onSwitchToManual: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!state.error || (state.status !== 'failed' && state.status !== 'cancelled')) return null;
  const type = state.errorType;
  const failure = isJobErrorType(type) ? FAILURE_MESSAGES[type] : null;
  const isCancelled = type === 'cancelled';
  return (
    <div
      role={isCancelled ? 'status' : 'alert'}
      className={`mb-6 rounded-2xl border px-5 py-4 ${isCancelled ? 'border-border bg-surface-strong' : 'border-red-500/40 bg-red-500/10'}`}
    >
      <p className={`font-semibold ${isCancelled ? '' : 'text-red-800 dark:text-red-300'}`}>{failure ? t(failure.title) : t('generation.failures.cancelled.title')}</p>
      <p className="mt-1 text-sm">{formatMessage(t, state.error)}</p>
      {failure?.offersManualEntry ? <p className="mt-1 text-sm text-muted">{t('generation.failures.manualSuggestion')}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {failure?.offersManualEntry ? (
          <button type="button" onClick={onSwitchToManual} className={buttonClasses('primary', 'h-9')}>
            {t('generation.failures.switchToManual')}
          </button>
        ) : null}
        <button type="button" onClick={onDismiss} className={buttonClasses('ghost', 'h-9')}>
          {t('generation.failures.dismiss')}
        </button>
      </div>
    </div>
  );
}
