import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { PageIntro } from '../../../components/ui/page-intro/page-intro';
import { usePathTo } from '../../../config/paths';
import { DownloadLink } from '../../../features/player/components/download-link';
import { VideoPlayer } from '../../../features/player/components/video-player';
import { useWatchVideo } from '../../../features/watch/api/get-watch-video';
import { BusinessCta } from '../../../features/watch/components/business-cta';
import { useWatchEvents } from '../../../features/watch/hooks/use-watch-events';

/**
 * A shared video (/v/:slug): anyone with the link watches and downloads it, no sign-in needed. Under
 * a campaign's video, the business's call to action takes the place of our own sign-up box; what the
 * viewer watched is reported to the business's campaign page.
 */
export default function WatchPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { slug = '' } = useParams();
  const video = useWatchVideo(slug);
  const playerBox = useWatchEvents(slug);

  // The layout leaves this page's tab title to it (use-document-head.ts): the video's own title.
  const pageTitle = video.data ? video.data.title : t(video.data === null ? 'watch.notFound.title' : 'pages.watch.title');
  useEffect(() => {
    document.title = t('meta.titleTemplate', { page: pageTitle });
  }, [pageTitle, t]);

  const signUp = (
    <Link to={pathTo('signup')} className={buttonClasses('primary')}>
      {t('watch.cta.button')}
    </Link>
  );

  if (video.isPending) {
    return (
      <p role="status" className="py-24 text-center text-muted">
        {t('common.loading')}
      </p>
    );
  }
  if (video.isError) {
    return (
      <div role="alert">
        <PageIntro title={t('player.errors.loading')} description={t('watch.error')}>
          <button type="button" onClick={() => void video.refetch()} className={buttonClasses('secondary')}>
            {t('player.tryAgain')}
          </button>
        </PageIntro>
      </div>
    );
  }
  if (!video.data) {
    return (
      <PageIntro title={t('watch.notFound.title')} description={t('watch.notFound.text')}>
        <div className="flex flex-wrap justify-center gap-3">
          {signUp}
          <Link to={pathTo('home')} className={buttonClasses('secondary')}>
            {t('notFound.backHome')}
          </Link>
        </div>
      </PageIntro>
    );
  }

  const shared = video.data;
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div ref={playerBox}>
        <VideoPlayer key={shared.video_url} src={shared.video_url} poster={shared.poster_url} title={shared.title} width={shared.width} height={shared.height} />
      </div>
      <div className="space-y-6">
        <header>
          <p className="text-sm font-medium text-brand">{t('watch.madeWith')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{shared.title}</h1>
        </header>
        {/* The business's next step comes first: it is what the video asks the viewer to do. */}
        {shared.cta ? <BusinessCta cta={shared.cta} /> : null}
        <div className="grid">
          <DownloadLink videoUrl={shared.video_url} variant="secondary" />
        </div>
        {shared.cta ? null : (
          <aside aria-labelledby="watch-cta" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <h2 id="watch-cta" className="text-lg font-semibold">
              {t('watch.cta.title')}
            </h2>
            <p className="mt-2 text-sm text-muted">{t('watch.cta.text')}</p>
            <div className="mt-5 grid">{signUp}</div>
          </aside>
        )}
      </div>
    </div>
  );
}
