import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_RECOVERY_MS, isBrowserTranslationError } from '../../../lib/dom-translation-error';

/** Recoveries allowed in a row before an error counts as real (a translator that keeps breaking the page). */
const MAX_RECOVERIES = 3;
/** Recoveries further apart than this start the count again. */
const RECOVERY_WINDOW_MS = 10_000;

/** 'Loading...' for a moment, then `onRecover` draws the page afresh (spec §4). */
export function TranslationRecovery({ onRecover }: { onRecover: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onRecover, TRANSLATION_RECOVERY_MS);
    return () => clearTimeout(timer);
  }, [onRecover]);
  return (
    <p role="status" className="p-16 text-center text-muted">
      {t('common.loading')}
    </p>
  );
}

interface GuardState {
  error: unknown;
  recoveries: number[];
}

/**
 * Catches the DOM errors a browser translator causes in what it wraps and draws it again after a
 * moment; any other error (or one that keeps coming back) goes on to the boundary above.
 */
export class TranslationGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { error: null, recoveries: [] };

  static getDerivedStateFromError(error: unknown): Partial<GuardState> {
    return { error };
  }

  private readonly recover = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const now = Date.now();
    const recent = this.state.recoveries.filter((at) => now - at < RECOVERY_WINDOW_MS);
    if (!isBrowserTranslationError(error) || recent.length >= MAX_RECOVERIES) throw error instanceof Error ? error : new Error('A page part failed', { cause: error });
    return <TranslationRecovery onRecover={this.recover} />;
  }

  override componentDidCatch(error: unknown): void {
    if (isBrowserTranslationError(error)) this.setState(({ recoveries }) => ({ recoveries: [...recoveries.filter((at) => Date.now() - at < RECOVERY_WINDOW_MS), Date.now()] }));
  }
}
