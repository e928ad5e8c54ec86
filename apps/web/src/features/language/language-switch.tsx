import { LANGUAGES, LANGUAGE_NAMES, switchLanguagePath, type Language } from '@reelsmith/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

/** Shows the same page in another language: swaps the path prefix, keeps query and anchor. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      <span className="sr-only">{t('language.label')}</span>
      <select
        name="language"
        value={language}
        onChange={(event) => {
          const next = event.target.value as Language;
          void navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`, { state: location.state as unknown });
        }}
        className="h-9 rounded-full border border-border bg-surface px-3 text-fg focus-visible:outline-2 focus-visible:outline-brand max-sm:w-28 max-sm:pr-1"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
