import { CLIP_POSITIONS, type CampaignDetails } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useClips } from '../api/list-clips';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { clipForm, type ClipForm } from '../utils/section-values';
import { ChoiceCard } from './choice-card';
import { ClipOption } from './clip-option';
import { SectionCard } from './section-card';

/** A clip the business uploaded (the Upload screen), played before or after the script in every video. */
export function ClipSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const clipsName = useId();
  const positionName = useId();
  const clips = useClips();
  const { draft, save } = useCampaignSection<ClipForm>({
    section: 'clip',
    campaign,
    read: (details) => clipForm(details.clip),
    toChanges: (form) => ({ changes: { clip: form.clipId ? { clip_id: form.clipId, position: form.position } : null } }),
    serverPrefix: 'clip',
  });
  const form = draft.value;
  const list = clips.data ?? [];
  return (
    <SectionCard id="campaign-clip" title={t('campaigns.clip.title')} description={t('campaigns.clip.description')} save={save}>
      <fieldset>
        <legend className="text-sm font-medium">{t('campaigns.clip.choose')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <ChoiceCard name={clipsName} value="" checked={form.clipId === null} onChange={() => draft.set({ ...form, clipId: null })} title={t('campaigns.clip.none')} />
          {list.map((clip) => (
            <ClipOption key={clip.id} name={clipsName} clip={clip} checked={form.clipId === clip.id} onChange={() => draft.set({ ...form, clipId: clip.id })} />
          ))}
        </div>
        {clips.isPending ? (
          <p role="status" className="mt-2 text-sm text-muted">
            {t('common.loading')}
          </p>
        ) : null}
        {clips.isError ? <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t('campaigns.clip.loadError')}</p> : null}
      </fieldset>
      <p className="text-sm text-muted">
        {list.length === 0 && clips.isSuccess ? `${t('campaigns.clip.noClips')} ` : null}
        <Link to={pathTo('upload')} className="font-semibold text-brand hover:underline">
          {t('campaigns.clip.upload')}
        </Link>
      </p>
      {form.clipId ? (
        <fieldset>
          <legend className="text-sm font-medium">{t('campaigns.clip.position')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {CLIP_POSITIONS.map((position) => (
              <ChoiceCard
                key={position}
                name={positionName}
                value={position}
                checked={form.position === position}
                onChange={() => draft.set({ ...form, position })}
                title={t(`campaigns.clip.positions.${position}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </SectionCard>
  );
}
