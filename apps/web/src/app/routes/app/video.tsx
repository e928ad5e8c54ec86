import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { useVideo } from '../../../features/player/api/get-video';
import { VideoShowcase } from './video-showcase';

/** One of the user's videos (/videos/:id): player, download, link and feedback. */
export default function VideoPage() {
  return (
    <RequireSignIn>
      <VideoScreen />
    </RequireSignIn>
  );
}

function VideoScreen() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  const { id = '' } = useParams();
  const video = useVideo(id);

  let content;
  if (video.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-muted">
        {t('common.loading')}
      </p>
    );
  } else if (video.isError) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 p-6">
        <h1 className="text-xl font-semibold">{t('player.errors.list')}</h1>
        <button type="button" onClick={() => void video.refetch()} className={buttonClasses('secondary', 'mt-4')}>
          {t('player.tryAgain')}
        </button>
      </div>
    );
  } else if (!video.data) {
    content = (
      <div className="py-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('player.notFound.title')}</h1>
        <p className="mt-3 text-muted">{t('player.notFound.text')}</p>
        <Link to={pathTo('videos')} className={buttonClasses('primary', 'mt-6')}>
          {t('generation.progress.myVideos')}
        </Link>
      </div>
    );
  } else {
    const details = video.data;
    content = (
      <>
        <header className="mb-8">
          <Link to={pathTo('videos')} className="text-sm font-medium text-brand hover:underline">
            ← {t('generation.progress.myVideos')}
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{details.title}</h1>
          <p className="mt-2 text-sm text-muted">{new Date(details.created_at).toLocaleString(language, { dateStyle: 'long', timeStyle: 'short' })}</p>
        </header>
        <VideoShowcase
          videoId={details.id}
          videoUrl={details.video_url}
          posterUrl={details.poster_url}
          title={details.title}
          actions={
            <Link to={pathTo('create')} className={buttonClasses('secondary')}>
              {t('player.createNew')}
            </Link>
          }
        />
      </>
    );
  }
  return <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">{content}</div>;
}
