import type { Clip } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

/** 31_400 ms → '0:31'. */
function clipLength(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One uploaded clip as a choice: its poster, name and length; one still processing or failed cannot be chosen yet. */
export function ClipOption({ name, clip, checked, onChange }: { name: string; clip: Clip; checked: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const isReady = clip.status === 'ready';
  const state = clip.status === 'ready' ? clipLength(clip.duration_ms) : clip.status === 'processing' ? t('campaigns.clip.processing') : (clip.error ?? t('campaigns.clip.failed'));
  return (
    <ChoiceCard
      name={name}
      value={clip.id}
      checked={checked}
      onChange={onChange}
      disabled={!isReady}
      title={clip.name}
      text={state}
      aside={clip.poster_url ? <img src={clip.poster_url} alt="" className="h-12 w-16 shrink-0 rounded-md bg-black object-cover" /> : null}
    />
  );
}
