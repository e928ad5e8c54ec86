import { THEME_STORAGE_KEY } from '@reelsmith/contracts';

/** The theme a visitor picks; 'system' follows the device. */
export type Theme = 'light' | 'dark' | 'system';

/** The themes in the order the switch shows them. */
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** Light unless the visitor chose otherwise (spec §9). public/theme-init.js applies the same rule before first paint. */
export const DEFAULT_THEME: Theme = 'light';

/**
 * The stored theme, or the default when nothing (or something unknown) is stored. Takes a getter:
 * with storage blocked, merely reading window.localStorage throws.
 */
export function readStoredTheme(storage: () => Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const stored = storage()?.getItem(THEME_STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    // Storage can be disabled (privacy modes); the default still works.
    return DEFAULT_THEME;
  }
}

/** The colours actually shown for a theme. */
export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}
