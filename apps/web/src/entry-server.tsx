import { splitLanguagePrefix } from '@reelsmith/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageHead } from './app/layouts/page-head';
import { pageHead } from './app/layouts/page-head';
import type { PageHandle } from './app/page-handle';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

// The build reads the blog's posts into the cache under the key the page reads them by.
export { blogPostsQueryKey } from './features/blog/api/get-blog-posts';

/** A page drawn at build time: the markup inside #root, its head and its language. */
export interface PrerenderedPage {
  markup: string;
  head: PageHead;
  language: string;
  page: PageHandle['page'];
  /** Keys the page asked for that no loaded catalog has (shown raw to a visitor): the build refuses them. */
  missingKeys: string[];
}

async function streamToString(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Draws one page of the app as the browser's first render would, with the same routes, catalogs
 * and providers, so the browser hydrates it instead of drawing it again. `queryData` seeds the
 * query cache (the blog's posts), and must be handed to the browser alongside the page.
 */
export async function prerenderPage(options: { pathname: string; origin: string; queryData?: [QueryKey, unknown][] }): Promise<PrerenderedPage> {
  const { pathname, origin } = options;
  const { language } = splitLanguagePrefix(pathname);
  const i18n = await createI18n(language);
  const missingKeys: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
    missingKeys.push(key);
  };
  const handler = createStaticHandler(appRoutes(i18n));
  const context = await handler.query(new Request(`${origin}${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status}), not a page`);
  if (context.errors) throw new Error(`${pathname} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const app = (
    <AppProvider i18n={i18n} queryClient={queryClient}>
      {/* The router's data is not written into the page (an inline script our CSP refuses): the browser's router loads the same data again before it hydrates. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
  // React's static prerender waits for everything that suspends (a lazy component's code), but
  // writes large parts as hidden copies moved in place by inline scripts, which our CSP blocks.
  // So it runs once to have every such part ready, then the page is drawn in one synchronous pass.
  await streamToString((await prerenderToNodeStream(app)).prelude);
  const markup = renderToString(app);
  // The page is drawn: its queries go, and with them the timers that would collect them five minutes
  // from now and keep a build process waiting that long before it can exit.
  queryClient.clear();
  // "<!--$!-->" marks a part that still suspended: the browser would draw it again from scratch.
  if (markup.includes('<!--$!-->') || markup.includes('<script')) throw new Error(`${pathname} is not whole without scripts: a part of it still suspends`);
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  const page = handle?.page ?? 'notFound';
  const head = pageHead({ page, language, pathname, origin, text: (key, values) => i18n.t(key, values ?? {}) });
  return { markup, head, language, page, missingKeys };
}
