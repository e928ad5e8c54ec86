import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_CLASSES } from './field-styles';

/** The videos' language (voice, captions and default script), each named in its own language. */
export function LanguageSelect({ value, onChange, hint }: { value: Language; onChange: (language: Language) => void; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('campaigns.fields.language')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Language)} aria-describedby={hint ? `${id}-hint` : undefined} className={SELECT_CLASSES}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
