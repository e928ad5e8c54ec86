import { useState, type DragEvent, type InputHTMLAttributes, type ReactNode } from 'react';

// The input is hidden: its label is what the user sees, and shows the input's focus and disabled state.
const TRIGGER = 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60';
const AREA = 'flex flex-col items-center justify-center border-2 border-dashed px-4 text-center transition-colors';

export interface FileDropZoneProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'accept' | 'multiple' | 'disabled' | 'aria-invalid' | 'aria-describedby'> {
  /** The file input's id: a label elsewhere may name it, and the error is `${id}-error`. */
  id: string;
  /** The files picked or dropped. Drops arrive even while disabled, so a caller can say why it takes no more, or ignore them. */
  onFiles: (files: [File, ...File[]]) => void;
  /** False for a plain picker: it takes no drops, and its trigger looks only as `className` says. */
  canDrop?: boolean;
  /** Reddens the drop area's border (unless a file is over it); by default, while there is an error. */
  isInvalid?: boolean;
  /** What is wrong with the choice, announced under the trigger. */
  error?: string | null;
  /** The drop area's size and spacing, or the whole look of a plain picker's trigger. */
  className?: string;
  /** The trigger's content, which may change while a file is dragged over it. */
  children: ReactNode | ((isDragging: boolean) => ReactNode);
}

/**
 * A dashed area to drop files on or click (or a plain picker). Its trigger is the label of a hidden
 * file input, so keyboards and screen readers reach a real input.
 */
export function FileDropZone({ id, onFiles, canDrop = true, error, isInvalid = Boolean(error), className = '', children, ...input }: FileDropZoneProps) {
  const [isDragging, setIsDragging] = useState(false);
  const take = ([first, ...rest]: File[]) => {
    if (first) onFiles([first, ...rest]);
  };
  const drop = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setIsDragging(true);
    },
    onDragLeave: () => setIsDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setIsDragging(false);
      take([...event.dataTransfer.files]);
    },
  };
  const state = isDragging ? 'border-brand bg-brand-soft' : isInvalid ? 'border-red-500/70' : 'border-border hover:border-brand/60';
  return (
    <>
      <input
        id={id}
        type="file"
        {...input}
        className="peer sr-only"
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          // The same file can be picked again after it was refused, corrected or removed.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} {...(canDrop ? drop : {})} className={canDrop ? `${className} ${AREA} ${TRIGGER} ${state}` : `${className} ${TRIGGER}`}>
        {typeof children === 'function' ? children(isDragging) : children}
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
