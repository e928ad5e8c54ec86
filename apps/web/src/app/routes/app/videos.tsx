import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { MyVideos } from '../../../features/videos/components/my-videos';

/** My videos: the signed-in user's videos and running generation. */
export default function VideosPage() {
  return (
    <RequireSignIn>
      <MyVideos />
    </RequireSignIn>
  );
}
