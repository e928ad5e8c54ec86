import type { CreatedApiKey } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

/** POST /api/api-keys: the new key, whole, for the only time. */
export function createApiKey({ name }: { name: string }): Promise<CreatedApiKey> {
  return api<CreatedApiKey>('/api/api-keys', { json: { name: name.trim() } });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
