import { CREDIT_REASONS } from '@reelsmith/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './users';

/**
 * Every change of a credit balance, one row each (DESIGN.md). The partial unique indexes make a
 * job's charge and its refund happen at most once, and a payment grant its credits once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /**
     * The generation this row charges or refunds: a video job's id, or a campaign recipient's id for
     * one campaign row. No foreign key, so the ledger outlives both.
     */
    jobId: uuid('job_id'),
    /** The payment this row grants credits for (provider reference). */
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_ledger_reason_check', oneOf(t.reason, CREDIT_REASONS)),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
    uniqueIndex('credit_ledger_job_reason_unique')
      .on(t.jobId, t.reason)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex('credit_ledger_payment_unique')
      .on(t.paymentRef)
      .where(sql`${t.paymentRef} is not null`),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The current balance per user, kept in step with the ledger in the same transaction. The CHECK is
 * what makes a concurrent overspend fail instead of going negative.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('credit_balances_non_negative', sql`${t.balance} >= 0`)],
);

/** Clicks on a buy-credits button by a signed-in user (spec §3 table credit_button_clicks). */
export const creditButtonClicks = pgTable(
  'credit_button_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name'),
    buttonLocation: text('button_location').notNull(),
    planId: text('plan_id').notNull(),
    currency: text('currency').notNull(),
    planPrice: numeric('plan_price', { precision: 10, scale: 2 }).notNull(),
    planCredits: integer('plan_credits').notNull(),
    userAgent: text('user_agent'),
    pageUrl: text('page_url'),
    referrerUrl: text('referrer_url'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_button_clicks_created_idx').on(t.createdAt)],
);
