import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from './session-cache';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: opens a session (httpOnly cookie) for this e-mail and password. */
export function signIn({ email, password }: SignInInput): Promise<unknown> {
  return api('/api/auth/sign-in/email', { json: { email: email.trim(), password, rememberMe: true } });
}

/** Signs in and loads the user; resolves once every screen sees them signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: () => startSession(queryClient) });
}
