import type { ApiKey } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

/** DELETE /api/api-keys/:id: requests with the key answer 401 from then on. */
export function revokeApiKey({ id }: { id: string }): Promise<unknown> {
  return api(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<ApiKey[]>(apiKeysQueryKey, (keys) => keys?.filter((key) => key.id !== id));
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}
