import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, use, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { ConsentProvider } from '../features/consent/consent-provider';
import { ThemeContext, ThemeProvider } from '../features/theme/theme-provider';
import { createQueryClient } from '../lib/query-client';

/** Spec: toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5_000;

/** sonner's rich colours set their text at about 4.3:1 on its background; a darker (in dark mode, lighter) shade reaches WCAG AA. */
const TOAST_CLASS_NAMES = {
  success: 'text-emerald-800! dark:text-emerald-100!',
  error: 'text-red-800! dark:text-red-100!',
  info: 'text-sky-800! dark:text-sky-100!',
  warning: 'text-amber-900! dark:text-amber-100!',
};

/** Toasts in the page's theme (sonner follows the system unless told). */
function ThemedToaster() {
  const { theme } = use(ThemeContext);
  return <Toaster theme={theme} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton toastOptions={{ classNames: TOAST_CLASS_NAMES }} />;
}

/** Everything every screen relies on. A prerendered page brings the query cache it was drawn with. */
export function AppProvider({ i18n, queryClient: given, children }: { i18n: I18n; queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <ConsentProvider>
              {children}
              <ThemedToaster />
            </ConsentProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
