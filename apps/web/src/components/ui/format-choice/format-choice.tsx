import { VIDEO_FORMATS, type VideoFormat } from '@reelsmith/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMAT_NAME_KEYS, FormatFrame } from '../format-frame/format-frame';

/** Held by the caller (value and onChange), or by react-hook-form (register()'s result). */
type FormatChoiceState = { value: VideoFormat; onChange: (format: VideoFormat) => void; field?: never } | { field: UseFormRegisterReturn; value?: never; onChange?: never };

/** The video format (spec §1: 9:16, 1:1, 16:9) as three cards of one radio group. */
export function FormatChoice({ legend, disabled, ...state }: { legend: string; disabled?: boolean } & FormatChoiceState) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
        {VIDEO_FORMATS.map((format) => (
          <label key={format} className="relative block cursor-pointer">
            <input
              type="radio"
              value={format}
              {...(state.field ?? { name, checked: state.value === format, onChange: () => state.onChange(format) })}
              className="peer sr-only"
            />
            <span className="flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-surface px-2 py-3 text-center transition-colors peer-checked:border-brand peer-checked:bg-brand-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:border-brand/60">
              <FormatFrame format={format} />
              <span className="text-sm font-semibold">{format}</span>
              <span className="text-xs text-muted">{t(`create.format.${FORMAT_NAME_KEYS[format]}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
