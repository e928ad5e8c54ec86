import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { UploadScreen } from '../../../features/clips/components/upload-screen';

/** Upload video: the user's own clips for their campaigns. */
export default function UploadPage() {
  return (
    <RequireSignIn>
      <UploadScreen />
    </RequireSignIn>
  );
}
