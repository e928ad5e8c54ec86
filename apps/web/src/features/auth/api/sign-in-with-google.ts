import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface GoogleSignInInput {
  /** Where Google sends the person back, signed in (a path of ours). */
  callbackURL: string;
  /** Where a failed sign-in comes back to, with ?error=<code>. */
  errorCallbackURL: string;
}

/** POST /api/auth/sign-in/social: the Google address to send the browser to. */
export function startGoogleSignIn({ callbackURL, errorCallbackURL }: GoogleSignInInput): Promise<{ url: string }> {
  return api<{ url: string }>('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL, errorCallbackURL } });
}

/** Starts "Continue with Google" and leaves for Google's page. */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
