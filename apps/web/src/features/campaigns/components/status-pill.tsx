import type { CampaignStatus, RecipientEmailStatus, RecipientStatus } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';

/** The colours of a status: done well, under way, waiting, gone wrong, or stopped. */
type Tone = 'success' | 'active' | 'waiting' | 'danger' | 'neutral';

const TONES: Record<Tone, string> = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  active: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  neutral: 'bg-surface-strong text-muted',
};

/** A status as a small coloured label; the colour repeats what the word says. */
function StatusPill({ label, tone, isMoving = false }: { label: string; tone: Tone; isMoving?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full bg-current ${isMoving ? 'animate-pulse' : ''}`} />
      {label}
    </span>
  );
}

const CAMPAIGN_TONES: Record<CampaignStatus, Tone> = { draft: 'neutral', running: 'active', paused: 'waiting', completed: 'success', cancelled: 'danger' };

/** A campaign's status: draft, running, paused, completed or cancelled. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return <StatusPill label={t(`campaigns.status.${status}`)} tone={CAMPAIGN_TONES[status]} isMoving={status === 'running'} />;
}

const RECIPIENT_TONES: Record<RecipientStatus, Tone> = { pending: 'waiting', rendering: 'active', ready: 'success', failed: 'danger', cancelled: 'neutral' };

/** A recipient's video: waiting, being made, ready, failed or cancelled. */
export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const { t } = useTranslation();
  return <StatusPill label={t(`campaigns.recipientStatus.${status}`)} tone={RECIPIENT_TONES[status]} isMoving={status === 'rendering'} />;
}

const EMAIL_TONES: Record<RecipientEmailStatus, Tone> = { queued: 'waiting', sent: 'success', failed: 'danger', unsubscribed: 'neutral' };

/** How a recipient's e-mail went: queued, sent, failed, or not sent because they unsubscribed. */
export function EmailStatusBadge({ status }: { status: RecipientEmailStatus }) {
  const { t } = useTranslation();
  return <StatusPill label={t(`campaigns.emailStatus.${status}`)} tone={EMAIL_TONES[status]} />;
}
