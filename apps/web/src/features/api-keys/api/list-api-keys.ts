import type { ApiKey } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/api-keys: the active keys, newest first (never the keys themselves). */
export async function listApiKeys(): Promise<ApiKey[]> {
  const { api_keys } = await api<{ api_keys: ApiKey[] }>('/api/api-keys');
  return api_keys;
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });
}
