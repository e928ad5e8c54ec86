import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useClips } from '../api/list-clips';
import { useClipUpload } from '../hooks/use-clip-upload';
import { ClipDropZone } from './clip-drop-zone';
import { ClipList } from './clip-list';

/**
 * "Upload video" (spec §2): the business uploads its own clip (a presenter's intro, the shop, a
 * demo) to play at the start or the end of its campaign videos, and sees, plays and deletes its clips.
 */
export function UploadScreen() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const upload = useClipUpload();
  const clips = useClips();
  // "We are preparing it" holds only while it is prepared: the list then says how it went.
  const justUploaded = upload.state.kind === 'uploaded' ? upload.state.clipId : null;
  const isStillPrepared = clips.data?.some((clip) => clip.id === justUploaded && clip.status === 'processing') ?? false;
  const shownState = justUploaded && !isStillPrepared ? ({ kind: 'idle' } as const) : upload.state;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('clips.title')}</h1>
      <p className="mt-2 max-w-3xl text-pretty text-muted">{t('clips.intro')}</p>
      <div className="mt-4 max-w-3xl rounded-xl border border-border bg-surface px-4 py-3 text-sm">
        <p>
          {t('clips.campaignsNote')}{' '}
          <Link to={pathTo('campaigns')} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t('clips.campaignsLink')}
          </Link>
        </p>
        <p className="mt-2 text-muted">
          {t('clips.customerListNote')}{' '}
          <Link to={pathTo('campaignNew')} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t('clips.customerListLink')}
          </Link>
        </p>
      </div>
      <div className="mt-8 max-w-3xl">
        <ClipDropZone state={shownState} onFile={upload.start} onCancel={upload.cancel} />
      </div>
      <ClipList />
    </div>
  );
}
