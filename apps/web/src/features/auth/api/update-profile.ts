import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey, type Me } from './get-me';

/** PATCH /api/me: changes the full name; answers the updated user. */
export function updateProfile({ fullName }: { fullName: string }): Promise<Me> {
  return api<Me>('/api/me', { method: 'PATCH', json: { full_name: fullName.trim() } });
}

/** Saves the name, and every screen (header, dashboard) shows the new one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
