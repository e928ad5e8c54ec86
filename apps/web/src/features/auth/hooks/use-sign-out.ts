import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePathTo } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { endSession } from '../api/session-cache';
import { useSignOutMutation } from '../api/sign-out';

/** Signs out, goes home (in the current language), then forgets everything the account had loaded. */
export function useSignOut() {
  const mutation = useSignOutMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const errorMessage = useErrorMessage();
  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        // Home is on screen before the cache says "signed out": a signed-in page still showing would
        // otherwise see no user and send the visitor to the login page instead.
        void Promise.resolve(navigate(pathTo('home'), { replace: true, flushSync: true })).then(() => endSession(queryClient));
      },
      onError: (error) => {
        toast.error(errorMessage(error));
      },
    });
  return { signOut, isPending: mutation.isPending };
}
