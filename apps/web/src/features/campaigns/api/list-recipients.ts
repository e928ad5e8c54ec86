import { POLL_INTERVAL_MS, type ListRecipientsResponse, type Recipient, type RecipientStatus } from '@reelsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { campaignsQueryKey } from './list-campaigns';

/** Recipients shown per page. */
export const RECIPIENTS_PAGE_SIZE = 25;

/** What the recipients list asks for. */
export interface RecipientsQuery {
  page: number;
  status: RecipientStatus | null;
  q: string;
}

/** GET /api/campaigns/:id/recipients: a page of rows in file order, of one status or matching a search when asked. */
export function listRecipients(id: string, { page, status, q }: RecipientsQuery): Promise<ListRecipientsResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(RECIPIENTS_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  return api<ListRecipientsResponse>(`/api/campaigns/${encodeURIComponent(id)}/recipients?${params.toString()}`);
}

/**
 * How often to ask for a page of recipients again: every 3 s while the campaign makes videos, or
 * while a row shown waits for its e-mail (sent after the video, even once the campaign completed).
 */
export function recipientsRefreshMs(isRunning: boolean, recipients: readonly Pick<Recipient, 'email_status'>[] | undefined): number | false {
  return isRunning || recipients?.some((recipient) => recipient.email_status === 'queued') ? POLL_INTERVAL_MS : false;
}

/**
 * A page of recipients, asked again as recipientsRefreshMs says, and whenever the campaign's counts
 * move (`countsVersion`), so the last rows made show as ready once it completes.
 */
export function useRecipients(id: string, query: RecipientsQuery, options: { isRunning: boolean; countsVersion: string }) {
  const language = useLanguage();
  const { isRunning, countsVersion } = options;
  return useQuery({
    queryKey: [...campaignsQueryKey, 'recipients', id, query, language, countsVersion],
    queryFn: () => listRecipients(id, query),
    placeholderData: keepPreviousData,
    refetchInterval: (fetched) => recipientsRefreshMs(isRunning, fetched.state.data?.recipients),
  });
}
