import { THEME_STORAGE_KEY } from '@reelsmith/contracts';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredTheme, resolveTheme, type Theme } from './theme';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/** The current theme and its setter. */
export const ThemeContext = createContext<ThemeState>({ theme: 'light', setTheme: () => {} });

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Keeps the <html> class and the stored choice in step with the chosen theme. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(() => window.localStorage));

  useEffect(() => {
    const apply = () => {
      const root = document.documentElement;
      root.classList.remove('light', 'dark');
      root.classList.add(resolveTheme(theme, darkQuery().matches));
    };
    apply();
    if (theme !== 'system') return;
    const query = darkQuery();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not stored, still applied for this visit.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
