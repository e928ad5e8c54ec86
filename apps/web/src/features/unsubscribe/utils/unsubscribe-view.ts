import type { UnsubscribeStatus } from '@reelsmith/contracts';

/** What the unsubscribe page shows. */
export type UnsubscribeView =
  | { kind: 'loading' }
  /** The link is not one of ours (cut short, altered) or its business is gone. */
  | { kind: 'invalid' }
  /** The status could not be read (offline, server down): try again. */
  | { kind: 'load-error' }
  /** Whose e-mails, and the button; `hasFailed` when the last press did not go through. */
  | { kind: 'confirm'; status: UnsubscribeStatus; isSubmitting: boolean; hasFailed: boolean }
  /** Unsubscribed; `isJustConfirmed` when by this page's button (which is gone: the focus moves to the card). */
  | { kind: 'done'; status: UnsubscribeStatus; isJustConfirmed: boolean };

/**
 * The page's state from the status query and the unsubscribe mutation. An address already
 * unsubscribed (the link opened again) shows done at once; a press that failed keeps the button.
 */
export function unsubscribeView(
  query: { isPending: boolean; isError: boolean; data: UnsubscribeStatus | null | undefined },
  mutation: { isPending: boolean; isError: boolean; data: UnsubscribeStatus | undefined },
): UnsubscribeView {
  if (mutation.data?.unsubscribed) return { kind: 'done', status: mutation.data, isJustConfirmed: true };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError || query.data === undefined) return { kind: 'load-error' };
  if (query.data === null) return { kind: 'invalid' };
  if (query.data.unsubscribed) return { kind: 'done', status: query.data, isJustConfirmed: false };
  return { kind: 'confirm', status: query.data, isSubmitting: mutation.isPending, hasFailed: mutation.isError };
}
