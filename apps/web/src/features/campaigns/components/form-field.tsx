import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';
import { TEXTAREA_CLASSES } from './field-styles';

interface FieldFrame {
  label: string;
  /** Help under the field, read with it. */
  hint?: ReactNode;
  /** What is wrong with it, announced and read with it. */
  error?: string;
  /** Something beside the label (a counter, a link). */
  aside?: ReactNode;
}

/** The label, hint and error around one input; `render` gets the props that tie them together. */
function Frame({ label, hint, error, aside, render }: FieldFrame & { render: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      {render({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-pretty text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled single-line input with its hint and error. */
export function InputField({ label, hint, error, aside, ref, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> }) {
  return <Frame label={label} hint={hint} error={error} aside={aside} render={(props) => <input ref={ref} className={INPUT_CLASSES} {...input} {...props} />} />;
}

/** A labelled multi-line input with its hint and error. */
export function TextAreaField({ label, hint, error, aside, ref, ...input }: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Frame label={label} hint={hint} error={error} aside={aside} render={(props) => <textarea ref={ref} className={TEXTAREA_CLASSES} {...input} {...props} />} />;
}
