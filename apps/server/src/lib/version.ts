import { createRequire } from 'node:module';

/** The server's release version (its package.json). */
export const APP_VERSION: string = createRequire(import.meta.url)('../../package.json').version;
