import type { Language } from '@reelsmith/contracts';
import type { Logger } from 'pino';

/** What every request carries through the middleware stack. */
export interface AppEnv {
  Variables: {
    language: Language;
    requestId: string;
    logger: Logger;
  };
}
