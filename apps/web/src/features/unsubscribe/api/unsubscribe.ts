import type { UnsubscribeStatus } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unsubscribeStatusKey } from './get-unsubscribe-status';

/** POST /api/unsubscribe/:token: the link's business sends its address no more e-mails (doing it twice is harmless). */
export function unsubscribe(token: string): Promise<UnsubscribeStatus> {
  return api<UnsubscribeStatus>(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', json: {} });
}

/** The page's confirm button: the answer becomes the link's status. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeStatusKey(token), status),
  });
}
