import { useTranslation } from 'react-i18next';

/** The file's variables as buttons that put {{variable}} where the cursor was in the script. */
export function VariableChips({ variables, onInsert }: { variables: readonly string[]; onInsert: (name: string) => void }) {
  const { t } = useTranslation();
  if (variables.length === 0) return <p className="text-sm text-muted">{t('campaigns.script.noVariables')}</p>;
  return (
    <div role="group" aria-label={t('campaigns.script.insertLabel')} className="flex flex-wrap gap-2">
      {variables.map((name) => (
        <button
          key={name}
          type="button"
          // Keeps the cursor in the field being written, so the variable goes where it was.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(name)}
          className="inline-flex h-8 items-center rounded-full border border-brand/40 bg-brand-soft px-3 font-mono text-xs text-brand hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span className="sr-only">{t('campaigns.script.insert')} </span>
          {`{{${name}}}`}
        </button>
      ))}
    </div>
  );
}
