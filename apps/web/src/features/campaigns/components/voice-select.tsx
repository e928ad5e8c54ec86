import { VOICE_KINDS, type VoiceKind } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_CLASSES } from './field-styles';

/** The voice that speaks the videos: the default one, or a female or male voice. */
export function VoiceSelect({ value, onChange }: { value: VoiceKind | null; onChange: (voice: VoiceKind | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('campaigns.fields.voice')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(VOICE_KINDS.find((kind) => kind === event.target.value) ?? null)}
        className={SELECT_CLASSES}
      >
        <option value="">{t('campaigns.voices.default')}</option>
        {VOICE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`campaigns.voices.${kind}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
