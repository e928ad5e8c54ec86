import { RECIPIENT_STATUSES, type CampaignDetails, type RecipientStatus } from '@reelsmith/contracts';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';
import { useLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecipients } from '../api/list-recipients';
import { formatCount, parsePageParam } from '../utils/format';
import { ExportButtons } from './export-buttons';
import { SELECT_CLASSES } from './field-styles';
import { ListPagination } from './list-pagination';
import { RecipientRow } from './recipient-row';

const SEARCH_PAUSE_MS = 400;

/** Reads ?status= as a recipient status, or null for all. */
function parseStatus(value: string | null): RecipientStatus | null {
  return (RECIPIENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as RecipientStatus) : null;
}

/**
 * Every row of the campaign a page at a time, in file order: filter by status, search by e-mail,
 * phone or any value, export. Filter, search and page live in the address; refreshed while it runs
 * or a row shown waits for its e-mail.
 */
export function RecipientList({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const searchId = useId();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const status = parseStatus(params.get('status'));
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const countsVersion = `${campaign.status}:${Object.values(campaign.counts).join(',')}`;
  const list = useRecipients(campaign.id, { page, status, q }, { isRunning: campaign.status === 'running', countsVersion });

  const goTo = (next: { page?: number; status?: RecipientStatus | null; q?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const entries = { page: next.page ?? 1, status: next.status === undefined ? status : next.status, q: next.q ?? q };
        if (entries.page > 1) updated.set('page', String(entries.page));
        else updated.delete('page');
        if (entries.status) updated.set('status', entries.status);
        else updated.delete('status');
        if (entries.q) updated.set('q', entries.q);
        else updated.delete('q');
        return updated;
      },
      // Typing a search is no step of history.
      { replace: next.q !== undefined },
    );
  const searchIfNew = useEffectEvent((query: string) => {
    if (query !== q) goTo({ q: query });
  });
  useEffect(() => searchIfNew(settled.trim()), [settled]);

  const recipients = list.data?.recipients ?? [];
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="campaign-recipients-heading" className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="campaign-recipients-heading" className="text-xl font-semibold tracking-tight">
          {t('campaigns.recipients.title')}
        </h2>
        <ExportButtons campaignId={campaign.id} name={campaign.name} />
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            goTo({ q: text.trim() });
          }}
        >
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('campaigns.recipients.search')}
          </label>
          <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('campaigns.recipients.searchPlaceholder')} maxLength={200} className={`${INPUT_CLASSES} mt-1.5`} />
        </form>
        <div>
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('campaigns.recipients.filter')}
          </label>
          <select id={statusId} value={status ?? ''} onChange={(event) => goTo({ status: parseStatus(event.target.value) })} className={`${SELECT_CLASSES} mt-1.5`}>
            <option value="">{t('campaigns.recipients.all')}</option>
            {RECIPIENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`campaigns.recipientStatus.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <p role="status" className="py-8 text-center text-muted">
            {t('common.loading')}
          </p>
        ) : list.isError && !list.data ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <p>{t('campaigns.recipients.loadError')}</p>
            <button type="button" className={buttonClasses('secondary', 'mt-3')} onClick={() => void list.refetch()}>
              {t('campaigns.tryAgain')}
            </button>
          </div>
        ) : total === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted">{q || status ? t('campaigns.recipients.noMatches') : t('campaigns.recipients.empty')}</p>
        ) : (
          <>
            <ul aria-label={t('campaigns.recipients.title')} aria-busy={list.isFetching && list.isPlaceholderData} className="flex flex-col gap-3">
              {recipients.map((recipient) => (
                <RecipientRow key={recipient.id} recipient={recipient} />
              ))}
            </ul>
            <ListPagination
              label={t('campaigns.recipients.pagination')}
              page={list.data?.page ?? page}
              pages={list.data?.pages ?? 1}
              summary={t('campaigns.recipients.showing', { shown: formatCount(recipients.length, language), total: formatCount(total, language), count: total })}
              onPage={(next) => goTo({ page: next })}
            />
          </>
        )}
      </div>
    </section>
  );
}
