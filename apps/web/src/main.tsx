import { splitLanguagePrefix } from '@reelsmith/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { holdReadsUntilPageTakenOver } from './lib/use-hydrated';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's language is known from its address: load that catalog before anything renders.
const i18n = await createI18n(splitLanguagePrefix(window.location.pathname).language);
const router = createAppRouter(i18n);
const queryClient = createQueryClient();
const app = (
  <AppProvider i18n={i18n} queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProvider>
);

if (root.hasChildNodes()) {
  // A page prerendered at build time: seed the data it was drawn with, wait until the router has
  // loaded the page's code (it would draw nothing meanwhile), then take over the markup in place.
  const seeded = document.getElementById('prerender-data')?.textContent;
  for (const [key, data] of seeded ? (JSON.parse(seeded) as [QueryKey, unknown][]) : []) queryClient.setQueryData(key, data);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  holdReadsUntilPageTakenOver();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
