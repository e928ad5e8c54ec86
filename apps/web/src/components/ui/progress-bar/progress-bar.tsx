/** Fill of a bar that follows a running task: it glides to each new value. */
const MOVING_FILL = 'bg-brand transition-[width] duration-700 ease-out';

/**
 * A horizontal bar filled to `value` percent, named for screen readers. A task's advance is a
 * `progressbar`; a measure that is not heading anywhere (how much of a video was watched) is a `meter`.
 */
export function ProgressBar({
  value,
  label,
  valueText,
  role = 'progressbar',
  className = '',
  fillClassName = MOVING_FILL,
}: {
  value: number;
  label: string;
  /** What is read instead of the bare percentage. */
  valueText?: string;
  role?: 'progressbar' | 'meter';
  /** The track's size and spacing. */
  className?: string;
  /** The fill's colour and motion. */
  fillClassName?: string;
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`${className} overflow-hidden rounded-full bg-surface-strong`.trim()}
    >
      <div className={`h-full rounded-full ${fillClassName}`} style={{ width: `${value}%` }} />
    </div>
  );
}
