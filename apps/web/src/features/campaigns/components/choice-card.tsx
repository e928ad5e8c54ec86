import type { ReactNode } from 'react';

/** One option of a radio group drawn as a card: a title, a line about it, and when it cannot be chosen, why. */
export function ChoiceCard(props: { name: string; value: string; checked: boolean; onChange: () => void; title: string; text?: ReactNode; disabled?: boolean; aside?: ReactNode }) {
  const { name, value, checked, onChange, title, text, disabled = false, aside } = props;
  return (
    <label className={`relative block ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} className="peer sr-only" />
      <span className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 transition-colors peer-checked:border-brand peer-checked:bg-brand-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:opacity-60 hover:border-brand/60">
        <span aria-hidden="true" className={`mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-brand' : 'border-muted/60'}`}>
          {checked ? <span className="size-2 rounded-full bg-brand" /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{title}</span>
          {text ? <span className="mt-0.5 block text-xs text-pretty text-muted">{text}</span> : null}
        </span>
        {aside}
      </span>
    </label>
  );
}
