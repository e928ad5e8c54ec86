import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { FeedbackCard } from '../../../features/feedback/components/feedback-card';
import { useVideo } from '../../../features/player/api/get-video';
import { DownloadLink } from '../../../features/player/components/download-link';
import { OtherFormats, useFollowOnCreatePage } from '../../../features/player/components/other-formats';
import { ShareLink } from '../../../features/player/components/share-link';
import { VideoPlayer } from '../../../features/player/components/video-player';

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A finished video as the generated screen and the video page show it: the player, download, the
 * link to share, the other formats and the feedback card. `actions` adds the page's own buttons;
 * `onFormatJob` follows a format being made (on the create page otherwise).
 */
export function VideoShowcase({
  videoId,
  videoUrl,
  posterUrl,
  title,
  actions,
  onFormatJob,
}: {
  videoId: string;
  videoUrl: string;
  posterUrl: string | null;
  title: string;
  actions?: ReactNode;
  onFormatJob?: (jobId: string) => void;
}) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const followOnCreatePage = useFollowOnCreatePage();
  const details = useVideo(videoId).data ?? null;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <VideoPlayer
        key={videoUrl}
        src={videoUrl}
        poster={posterUrl}
        title={title}
        {...(details ? { width: details.width, height: details.height } : {})}
      />
      <div className="space-y-6">
        <div className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          {details ? (
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div>
                <dt className="text-muted">{t('player.details.format')}</dt>
                <dd className="font-semibold">{details.format}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('player.details.duration')}</dt>
                <dd className="font-semibold tabular-nums">{duration(details.duration_ms)}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('player.details.resolution')}</dt>
                <dd className="font-semibold tabular-nums">
                  {details.width}×{details.height}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className={`grid gap-2 ${details ? 'mt-5' : ''}`}>
            <DownloadLink videoUrl={videoUrl} />
            {actions ? <div className="flex flex-wrap gap-2 [&>*]:flex-1">{actions}</div> : null}
          </div>
          {details?.has_watermark ? (
            <p className="mt-4 text-xs text-muted">
              {t('player.watermark')}{' '}
              <Link to={pathTo('credits')} className="font-medium text-brand underline underline-offset-2">
                {t('player.watermarkLink')}
              </Link>
            </p>
          ) : null}
          {details ? (
            <div className="mt-6 border-t border-border pt-5">
              <OtherFormats video={details} onJob={onFormatJob ?? followOnCreatePage} />
            </div>
          ) : null}
          {details ? (
            <div className="mt-6 border-t border-border pt-5">
              <ShareLink url={details.share_url} />
            </div>
          ) : null}
        </div>
        <FeedbackCard videoId={videoId} />
      </div>
    </div>
  );
}
