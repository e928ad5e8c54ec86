import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/sign-out: ends the session and clears its cookie. */
export function signOut(): Promise<unknown> {
  return api('/api/auth/sign-out', { method: 'POST', json: {} });
}

/** Signs out; the caller decides where to go and clears the cache (see use-sign-out). */
export function useSignOutMutation() {
  return useMutation({ mutationFn: signOut });
}
