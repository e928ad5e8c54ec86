import type { Language } from '@reelsmith/contracts';
import type { Logger } from 'pino';

/** The signed-in user of a request (by session cookie or API key), as the routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The credential a request came with. */
export type AuthMethod = 'session' | 'api-key';

/** What every request carries through the middleware stack. */
export interface AppEnv {
  Variables: {
    language: Language;
    requestId: string;
    logger: Logger;
    /** Set by the session middleware when the request is signed in; see requireUser. */
    user: SessionUser | undefined;
    /**
     * How the request authenticates: 'api-key' whenever it carries `Authorization: Bearer`, even on
     * a route keys cannot use (requireUser then refuses it); 'session' when a cookie signed it in.
     */
    authMethod: AuthMethod | undefined;
  };
}
