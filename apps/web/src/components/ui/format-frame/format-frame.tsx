import type { VideoFormat } from '@reelsmith/contracts';

/** The name of each format under `create.format.*` in the locale files. */
export const FORMAT_NAME_KEYS: Record<VideoFormat, 'vertical' | 'square' | 'landscape'> = { '9:16': 'vertical', '1:1': 'square', '16:9': 'landscape' };

// The frame's size, in the format's proportions.
const FRAME_CLASSES: Record<VideoFormat, string> = { '9:16': 'h-9 w-5', '1:1': 'size-7', '16:9': 'h-5 w-9' };

/** A small outline in a video format's proportions (decorative: the format is said in text beside it). */
export function FormatFrame({ format }: { format: VideoFormat }) {
  return (
    <span className="grid h-10 place-items-center" aria-hidden="true">
      <span className={`${FRAME_CLASSES[format]} rounded-[3px] border-2 border-current text-muted`} />
    </span>
  );
}
