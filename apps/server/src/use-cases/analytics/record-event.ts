import type { AnalyticsEvent } from '@reelsmith/contracts';
import { analyticsEvents, type Db } from '@reelsmith/db';

/**
 * Stores one analytics event a browser sent (its consent was checked there, spec §4). The user is
 * the session's, never one the event names; an anonymous id counts visitors without an account.
 */
export async function recordEvent(options: { db: Db; event: AnalyticsEvent; userId: string | null }): Promise<void> {
  const { event } = options;
  await options.db.insert(analyticsEvents).values({
    name: event.name,
    userId: options.userId,
    anonymousId: event.anonymous_id ?? null,
    properties: event.properties,
    pageUrl: event.page_url ?? null,
  });
}
