import { splitLanguagePrefix } from '@reelsmith/contracts';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createI18n } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's language is known from its address: load that catalog before anything renders.
const i18n = await createI18n(splitLanguagePrefix(window.location.pathname).language);
const router = createAppRouter(i18n);

createRoot(root).render(
  <AppProvider i18n={i18n}>
    <RouterProvider router={router} />
  </AppProvider>,
);
