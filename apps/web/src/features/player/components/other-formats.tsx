import { VIDEO_FORMATS, type VideoFormat } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FORMAT_NAME_KEYS, FormatFrame } from '../../../components/ui/format-frame/format-frame';
import { usePathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import type { VideoDetails } from '../api/get-video';
import { requestVideoFormat } from '../api/request-format';

/**
 * The same ad in the other formats (DESIGN.md: re-rendered from its storyboard, no credit): the
 * formats it exists in open that video; a missing one is made on request, and `onJob` follows it.
 */
export function OtherFormats({ video, onJob }: { video: VideoDetails; onJob: (jobId: string) => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<VideoFormat | null>(null);
  const existing = new Map(video.formats.map((entry) => [entry.format, entry.video_id]));

  const ask = async (format: VideoFormat) => {
    setAsking(format);
    try {
      const answer = await requestVideoFormat(video.id, format);
      if ('job_id' in answer) onJob(answer.job_id);
      else void navigate(pathTo('video', { id: answer.video_id }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('player.formats.failed'));
    } finally {
      setAsking(null);
    }
  };

  return (
    <section aria-labelledby="other-formats-title">
      <h2 id="other-formats-title" className="text-sm font-medium">
        {t('player.formats.title')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('player.formats.hint')}</p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {VIDEO_FORMATS.map((format) => {
          const videoId = existing.get(format);
          const name = t(`create.format.${FORMAT_NAME_KEYS[format]}`);
          const body = (
            <>
              <FormatFrame format={format} />
              <span className="text-sm font-semibold">{format}</span>
              <span className="text-xs text-muted">{name}</span>
            </>
          );
          const box = 'flex h-full w-full flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center';
          let item;
          if (format === video.format) {
            item = (
              <div aria-current="true" className={`${box} border-brand bg-brand-soft`}>
                {body}
                <span className="text-xs font-medium text-brand">{t('player.formats.current')}</span>
              </div>
            );
          } else if (videoId) {
            item = (
              <Link to={pathTo('video', { id: videoId })} className={`${box} border-border bg-surface transition-colors hover:border-brand/60`}>
                {body}
                <span className="text-xs font-medium text-brand">{t('player.formats.openShort')}</span>
              </Link>
            );
          } else {
            item = (
              <button
                type="button"
                onClick={() => void ask(format)}
                disabled={asking !== null}
                className={`${box} border-dashed border-border bg-surface transition-colors hover:border-brand/60 disabled:cursor-wait disabled:opacity-70`}
              >
                {body}
                <span className="text-xs font-medium text-brand">{asking === format ? t('player.formats.starting') : t('player.formats.makeShort')}</span>
              </button>
            );
          }
          return <li key={format}>{item}</li>;
        })}
      </ul>
    </section>
  );
}

/** Where a format's job is followed when the page has no generation of its own: the create page. */
export function useFollowOnCreatePage(): (jobId: string) => void {
  const navigate = useNavigate();
  const pathTo = usePathTo();
  return () => void navigate(pathTo('create'));
}
