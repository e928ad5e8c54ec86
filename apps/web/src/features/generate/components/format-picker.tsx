import { VIDEO_FORMATS, type VideoFormat } from '@reelsmith/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const FORMAT_KEYS: Record<VideoFormat, 'vertical' | 'square' | 'landscape'> = { '9:16': 'vertical', '1:1': 'square', '16:9': 'landscape' };
// The little frame drawn in each choice, in the format's proportions.
const FRAME_CLASSES: Record<VideoFormat, string> = { '9:16': 'h-9 w-5', '1:1': 'size-7', '16:9': 'h-5 w-9' };

/** The video format (spec §1: 9:16, 1:1, 16:9) as three cards of one radio group. */
export function FormatPicker({ field }: { field: UseFormRegisterReturn<'format'> }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('create.format.label')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
        {VIDEO_FORMATS.map((format) => (
          <label key={format} className="relative block cursor-pointer">
            <input type="radio" value={format} {...field} className="peer sr-only" />
            <span className="flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-surface px-2 py-3 text-center transition-colors peer-checked:border-brand peer-checked:bg-brand-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:border-brand/60">
              <span className="grid h-10 place-items-center" aria-hidden="true">
                <span className={`${FRAME_CLASSES[format]} rounded-[3px] border-2 border-current text-muted`} />
              </span>
              <span className="text-sm font-semibold">{format}</span>
              <span className="text-xs text-muted">{t(`create.format.${FORMAT_KEYS[format]}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
