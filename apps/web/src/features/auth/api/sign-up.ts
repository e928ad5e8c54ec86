import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from './session-cache';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email: creates the account (with its free credit) and signs it in. */
export function signUp({ fullName, email, password }: SignUpInput): Promise<unknown> {
  return api('/api/auth/sign-up/email', { json: { name: fullName.trim(), email: email.trim(), password } });
}

/** Signs up and loads the new user. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: () => startSession(queryClient) });
}
