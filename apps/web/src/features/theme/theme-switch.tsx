import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { THEMES } from './theme';
import { ThemeContext } from './theme-provider';

const ICONS = { light: '☀', dark: '☾', system: '◐' } as const;

/** Three-way theme switch: light, dark, system. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = use(ThemeContext);
  // A prerendered page cannot know the stored theme: no button is shown pressed until it is read.
  const shown = useHydrated() ? theme : null;
  return (
    <div role="group" aria-label={t('theme.label')} className="flex items-center rounded-full border border-border p-0.5">
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={shown === option}
          title={t(`theme.${option}`)}
          onClick={() => setTheme(option)}
          className="grid size-8 place-items-center rounded-full text-sm text-muted transition-colors hover:text-fg aria-pressed:bg-surface-strong aria-pressed:text-fg"
        >
          <span aria-hidden="true">{ICONS[option]}</span>
          <span className="sr-only">{t(`theme.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
