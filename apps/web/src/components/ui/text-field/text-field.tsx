import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** Looks of a single-line text input, shared by every form. */
export const INPUT_CLASSES =
  'h-11 w-full rounded-xl border border-border bg-surface px-3.5 text-sm text-fg shadow-xs transition-colors placeholder:text-muted/70 hover:border-muted/50 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-brand/15 focus-visible:outline-none aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/15 read-only:bg-surface-strong read-only:text-muted disabled:opacity-60';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'> {
  label: string;
  /** Help shown under the input, linked to it for screen readers. */
  hint?: string;
  /** Something beside the label, such as a 'Forgot password?' link. */
  labelAside?: ReactNode;
  invalid?: boolean;
  /** The id of the message saying what is wrong with it, read with the hint. */
  errorId?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input (with react-hook-form's register() spread on it). */
export function TextField({ label, hint, labelAside, invalid, errorId, id, className = '', ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      <input id={inputId} ref={ref} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={INPUT_CLASSES} {...input} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
