import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
// The server tests' product page, served from 127.0.0.1 (allowed to the page reader through FETCH_ALLOW_HOSTS).
import { startShop, type LocalShop } from '../../../server/src/test/local-shop';
import { closeContextsAfterEachTest, launchBrowser, newVisitorContext } from './browser';
import { startPlatform } from './server';

/** A shop, the platform allowed to read it, and a browser, for one test file. */
export interface ShopPlatform {
  shop: LocalShop;
  platform: Awaited<ReturnType<typeof startPlatform>>;
  browser: Browser;
  /** The platform's address of a path. */
  url(path: string): string;
  /** A page in a browser context of its own (its own cookies and storage), closed when its test ends. */
  newPage(): Promise<Page>;
}

/** Starts the shop, the platform and the browser before the file's tests; stops them after. */
export function useShopPlatform(options: { slowMs?: number; database?: 'postgres' | 'embedded' } = {}): ShopPlatform {
  const contexts: BrowserContext[] = [];
  const world = {
    url: (path: string) => `${world.platform.baseUrl}${path}`,
    async newPage() {
      const context = await newVisitorContext(world.browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      contexts.push(context);
      return context.newPage();
    },
  } as ShopPlatform;
  beforeAll(async () => {
    world.shop = await startShop(options);
    [world.platform, world.browser] = await Promise.all([startPlatform({ database: options.database, env: { FETCH_ALLOW_HOSTS: world.shop.host } }), launchBrowser()]);
  });
  closeContextsAfterEachTest(contexts);
  afterAll(async () => {
    await world.browser?.close();
    await world.platform?.stop();
    await world.shop?.close();
  });
  return world;
}
