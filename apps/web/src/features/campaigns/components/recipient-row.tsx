import type { Recipient } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ProgressBar } from '../../../components/ui/progress-bar/progress-bar';
import { EmailStatusBadge, RecipientStatusBadge } from './status-pill';

/** One row of the campaign: who, their video's status (or why it failed), the e-mail's fate, how much they watched, and their watch page. */
export function RecipientRow({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const who = recipient.name ?? recipient.email ?? recipient.phone ?? t('campaigns.recipients.rowOnly', { row: recipient.row });
  const titleId = `recipient-${recipient.id}`;
  const contacts = [recipient.email, recipient.phone].filter((value) => value !== null && value !== who);
  return (
    <li aria-labelledby={titleId} className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-4 lg:flex-nowrap">
      <span className="w-14 shrink-0 pt-0.5 text-xs text-muted tabular-nums">{t('campaigns.file.row', { row: recipient.row })}</span>
      <div className="min-w-0 flex-1 basis-52">
        <h3 id={titleId} className="font-semibold break-words">
          {who}
        </h3>
        {contacts.length > 0 ? <p className="text-sm break-all text-muted">{contacts.join(' · ')}</p> : null}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <RecipientStatusBadge status={recipient.status} />
          {recipient.email_status ? (
            <span className="inline-flex items-center gap-1.5 text-muted">
              {t('campaigns.recipients.email')} <EmailStatusBadge status={recipient.email_status} />
            </span>
          ) : null}
        </div>
        {recipient.error ? <p className="mt-2 text-sm text-red-700 dark:text-red-400">{recipient.error}</p> : null}
      </div>
      <WatchProgress recipient={recipient} />
      {recipient.share_url ? (
        <a href={recipient.share_url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'h-9 shrink-0 px-4')}>
          {t('campaigns.recipients.watchPage')}
          <span className="sr-only"> {t('campaigns.recipients.watchPageOf', { who })}</span>
          <span aria-hidden="true">↗</span>
        </a>
      ) : null}
    </li>
  );
}

function WatchProgress({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const step = recipient.watched_percent > 0 ? 'watched' : recipient.played_at ? 'played' : recipient.opened_at ? 'opened' : 'none';
  const label = step === 'watched' ? t('campaigns.recipients.watched', { percent: recipient.watched_percent }) : t(`campaigns.recipients.views.${step}`);
  return (
    <div className="w-full shrink-0 text-sm sm:w-40">
      <p className="text-muted">{label}</p>
      <ProgressBar
        role="meter"
        value={recipient.watched_percent}
        label={t('campaigns.recipients.watchedLabel')}
        valueText={label}
        className="mt-1.5 h-1.5"
        fillClassName="bg-emerald-500"
      />
    </div>
  );
}
