import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Talk-to-sales inquiries (spec §3 table inbound_contact_table). */
export const inboundContacts = pgTable('inbound_contact_table', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  /** Null when the visitor left the message empty (spec §5). */
  message: text('message'),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Waitlist sign-ups (spec §3 table waitlist); one per e-mail, compared case-insensitively. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    company: text('company'),
    createdAt: createdAt(),
  },
  // A unique violation here (SQLSTATE 23505) is how a duplicate sign-up is detected (spec §8).
  (t) => [uniqueIndex('waitlist_email_unique').on(sql`lower(${t.email})`)],
);

/** Feedback left on the public URL-to-video page (spec §3 table url_to_video_feedback). */
export const urlToVideoFeedback = pgTable(
  'url_to_video_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    feedbackText: text('feedback_text').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('url_to_video_feedback_created_at_idx').on(t.createdAt)],
);
