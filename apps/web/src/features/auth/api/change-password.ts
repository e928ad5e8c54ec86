import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Sign out every other device (this one stays signed in). */
  revokeOtherSessions: boolean;
}

/** POST /api/auth/change-password. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api('/api/auth/change-password', { json: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
