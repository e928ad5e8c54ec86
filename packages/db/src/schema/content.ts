import { LANGUAGES } from '@reelsmith/contracts';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** Blog posts, synced from markdown files (spec §3: filename unique, title, content). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_language_check', oneOf(t.language, LANGUAGES)),
    index('blog_posts_language_published_idx').on(t.language, t.publishedAt),
  ],
);

/** First-party analytics events of spec §3 (page views, funnel steps, clicks…). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A random id the browser keeps, to count visitors without an account. */
    anonymousId: text('anonymous_id'),
    properties: jsonb('properties').notNull().default({}),
    pageUrl: text('page_url'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);
