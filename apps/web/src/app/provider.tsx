import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '../features/theme/theme-provider';

/** Everything every screen relies on. */
export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
