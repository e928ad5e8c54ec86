import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset: mails the account a link to the reset page in the page's
 * language. The answer is the same whether or not the e-mail has an account (its message says so).
 */
export function requestPasswordReset({ email }: { email: string }): Promise<{ status: boolean; message: string }> {
  return api('/api/auth/request-password-reset', { json: { email: email.trim() } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
