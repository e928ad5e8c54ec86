import { createRequire } from 'node:module';

/** The server's release version (its package.json). */
export const { version: APP_VERSION } = createRequire(import.meta.url)('../../package.json') as { version: string };
