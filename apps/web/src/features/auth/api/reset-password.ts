import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password: the e-mailed token (once, within the hour) sets a new password and signs every session out. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<unknown> {
  return api('/api/auth/reset-password', { json: { token, newPassword } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
