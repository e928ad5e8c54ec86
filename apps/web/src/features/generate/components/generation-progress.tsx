import { MAX_CONSECUTIVE_POLL_FAILURES } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ProgressBar } from '../../../components/ui/progress-bar/progress-bar';
import { formatMessage, type GenerationState } from '../hooks/generation-machine';

/** The worker's stages, in the order it goes through them (DESIGN.md: the real stage progress). */
export const GENERATION_STAGES = ['reading_page', 'writing_script', 'recording_voice', 'composing', 'rendering'] as const;

function stageIndex(stage: string | null): number {
  return stage ? (GENERATION_STAGES as readonly string[]).indexOf(stage) : -1;
}

/**
 * The progress screen: the worker's stage and percentage (the time-based estimate until it reports),
 * the cause of a failed status check with its count, and cancel.
 */
export function GenerationProgress({ state, onCancel, onRetry, videosHref }: { state: GenerationState; onCancel: () => void; onRetry: () => void; videosHref: string }) {
  const { t } = useTranslation();
  const current = stageIndex(state.stage);
  const isStopped = state.errorType === 'polling_stopped';
  const label = state.stage && current >= 0 ? t(`generation.stages.${GENERATION_STAGES[current]}`) : state.status === 'pending' ? t('generation.stages.queued') : t('generation.stages.working');
  return (
    <section aria-labelledby="generation-heading" className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('generation.progress.eyebrow')}</p>
      <h2 id="generation-heading" className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {state.title ?? t('generation.progress.title')}
      </h2>

      <div className="mt-8">
        <div className="flex items-end justify-between gap-4">
          <p className="font-medium" aria-live="polite">
            {label}
          </p>
          <p className="text-3xl font-bold tabular-nums" aria-hidden="true">
            {state.progress}%
          </p>
        </div>
        <ProgressBar value={state.progress} label={t('generation.progress.label')} valueText={`${state.progress}% · ${label}`} className="mt-3 h-3" />
        {!state.isProgressReported ? <p className="mt-2 text-xs text-muted">{t('generation.progress.estimated')}</p> : null}
      </div>

      <ol className="mt-8 grid gap-3 sm:grid-cols-5" aria-label={t('generation.progress.steps')}>
        {GENERATION_STAGES.map((stage, index) => {
          const step = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li
              key={stage}
              aria-current={step === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2 text-sm sm:flex-col sm:items-start sm:gap-1 ${
                step === 'current' ? 'border-brand bg-brand-soft font-semibold' : step === 'done' ? 'border-border text-fg' : 'border-border text-muted'
              }`}
            >
              <span aria-hidden="true" className={`grid size-6 shrink-0 place-items-center rounded-full text-xs ${step === 'waiting' ? 'bg-surface-strong' : 'bg-brand text-white dark:text-bg'}`}>
                {step === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {t(`generation.stages.${stage}`)}
                <span className="sr-only"> — {t(`generation.progress.step_${step}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>

      {state.pollWarning ? (
        <p role="status" className="mt-6 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200">
          {formatMessage(t, { key: 'generation.poll.attempt', params: { cause: state.pollWarning.cause, attempt: state.pollWarning.count, max: MAX_CONSECUTIVE_POLL_FAILURES } })}
        </p>
      ) : null}

      {isStopped && state.error ? (
        <div role="alert" className="mt-6 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200">
          <p>{formatMessage(t, state.error)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'h-9')}>
              {t('generation.progress.checkAgain')}
            </button>
            <Link to={videosHref} className={buttonClasses('ghost', 'h-9')}>
              {t('generation.progress.myVideos')}
            </Link>
          </div>
        </div>
      ) : null}

      <div className="mt-8 flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('generation.progress.note')}</p>
        <button type="button" onClick={onCancel} disabled={state.isCancelling} className={buttonClasses('secondary', 'shrink-0')}>
          {state.isCancelling ? t('generation.progress.cancelling') : t('generation.progress.cancel')}
        </button>
      </div>
    </section>
  );
}
