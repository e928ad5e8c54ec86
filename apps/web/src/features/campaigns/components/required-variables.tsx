import { useTranslation } from 'react-i18next';

/**
 * The variables the script uses without a fallback: a row that leaves one empty gets no video, and
 * one no column fills leaves every row without one.
 */
export function RequiredVariables({ required, mapped }: { required: readonly string[]; mapped: ReadonlySet<string> }) {
  const { t } = useTranslation();
  if (required.length === 0) return <p className="text-sm text-muted">{t('campaigns.script.noneRequired')}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('campaigns.script.requiredTitle')}</h3>
      <p className="mt-1 text-xs text-muted">{t('campaigns.script.requiredHint')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {required.map((name) => {
          const isMapped = mapped.has(name);
          return (
            <li
              key={name}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs ${
                isMapped ? 'bg-surface-strong text-fg' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
              }`}
            >
              <span className="font-mono">{name}</span>
              <span aria-hidden="true">·</span>
              <span>{isMapped ? t('campaigns.script.inFile') : t('campaigns.script.notInFile')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
