import { NEW_USER_WINDOW_MS } from '@reelsmith/contracts';
import { analyticsEvents, type Db } from '@reelsmith/db';
import { createAuthMiddleware } from 'better-auth/api';
import type { Logger } from 'pino';

/** An analytics event of spec §4: a new account, or a sign-in to an existing one. */
export interface SignInEvent {
  name: 'sign_up' | 'login';
  provider: string;
}

/**
 * The event of a session better-auth just opened, named by the endpoint that opened it; none for
 * a session opened otherwise (change-password opens a new one for the same person). A sign-in
 * through a provider within 10 s of the user's creation is the sign-up itself (spec §4).
 */
export function signInEvent({ path, providerId, userCreatedAt, now }: { path: string; providerId?: string; userCreatedAt: Date; now: Date }): SignInEvent | undefined {
  if (path === '/sign-up/email') return { name: 'sign_up', provider: 'email' };
  if (path === '/sign-in/email') return { name: 'login', provider: 'email' };
  if (path === '/callback/:id' && providerId) {
    const isNew = now.getTime() - userCreatedAt.getTime() <= NEW_USER_WINDOW_MS;
    return { name: isNew ? 'sign_up' : 'login', provider: providerId };
  }
  return undefined;
}

/**
 * better-auth's after-hook that records sign_up and login for every way in (e-mail and Google),
 * in one place. A failure to record is logged and never fails the sign-in.
 */
export function recordSignIns({ db, logger }: { db: Db; logger: Logger }) {
  return createAuthMiddleware(async (ctx) => {
    const opened = ctx.context.newSession;
    if (!opened) return;
    const providerId = typeof ctx.params?.id === 'string' ? ctx.params.id : undefined;
    const event = signInEvent({ path: ctx.path, providerId, userCreatedAt: new Date(opened.user.createdAt), now: new Date() });
    if (!event) return;
    try {
      await db.insert(analyticsEvents).values({ name: event.name, userId: opened.user.id, properties: { provider: event.provider } });
    } catch (error) {
      logger.error({ err: error, event: event.name }, 'could not record the sign-in event');
    }
  });
}
