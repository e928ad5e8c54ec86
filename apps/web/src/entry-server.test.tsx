import { PRERENDER_ORIGIN } from '@reelsmith/contracts';
import { expect, it } from 'vitest';
import { blogPostsQueryKey, prerenderPage } from './entry-server';

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

// A timer left behind keeps `npm run build` (and so the first `npm start`) from exiting until it fires:
// the query cache's five-minute collection timers once held a finished build for five minutes.
it.each([
  { pathname: '/', queryData: [] },
  { pathname: '/es/blog', queryData: [[blogPostsQueryKey('es'), []]] as [readonly unknown[], unknown][] },
])('draws $pathname and leaves no timer running behind it', async ({ pathname, queryData }) => {
  const before = pendingTimers();
  const page = await prerenderPage({ pathname, origin: PRERENDER_ORIGIN, queryData });
  expect(page.markup.length).toBeGreaterThan(1000);
  expect(page.missingKeys).toEqual([]);
  // Fewer is fine: a timer of the runner's may end meanwhile.
  expect(pendingTimers()).toBeLessThanOrEqual(before);
});
