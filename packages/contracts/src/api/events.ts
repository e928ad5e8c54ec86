import { z } from 'zod';
import { JOB_TYPES } from '../jobs';

/** A short label or path in an event; U+0000 refused (PostgreSQL text cannot hold it). */
const label = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !text.includes('\u0000'));
const count = z.number().int().min(0).max(1_000_000);
const money = z.number().min(0).max(1_000_000);

/**
 * The first-party analytics events of spec §3 a browser may send, each with its own properties.
 * sign_up and login are recorded by the server itself, so no client can forge them.
 */
const EVENTS = {
  page_view: z.object({ page_path: label(2_000), referrer: label(2_000).optional() }),
  video_generation_attempt: z.object({
    generation_type: z.enum(JOB_TYPES),
    success: z.boolean(),
    error_reason: label().nullish(),
    video_title: label().nullish(),
    user_credits_before: count.nullish(),
  }),
  insufficient_credits: z.object({
    generation_type: z.enum(JOB_TYPES),
    credits_available: count,
    credits_needed: count,
    user_action: z.enum(['shown', 'buy_clicked', 'dismissed']),
  }),
  credits_purchase_funnel: z.object({
    action: z.enum(['view_packs', 'select_pack', 'view_checkout', 'submit_payment', 'payment_succeeded', 'payment_failed']),
    credits_amount: count.optional(),
    price_usd: money.optional(),
    payment_method: z.enum(['test_card', 'stripe']).optional(),
  }),
  credit_button_click: z.object({
    button_location: label(),
    plan_id: label(),
    plan_name: label(),
    currency: label(10),
    plan_price: money,
    plan_credits: count,
    page_url: label(2_000),
  }),
  contact_submission: z.object({ is_authenticated: z.boolean(), has_message: z.boolean(), source: label().default('direct') }),
  booking_click: z.object({ button_location: label(), button_text: label(), page_path: label(2_000) }),
  funnel_step: z.object({ funnel_name: label(), step_name: label(), step_number: z.number().int().min(0).max(1_000), extra: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])).optional() }),
  section_view: z.object({ section_name: label(), page_path: label(2_000), time_spent: z.number().int().min(0).max(86_400_000) }),
} as const;

/** The name of an analytics event a browser may send. */
export type AnalyticsEventName = keyof typeof EVENTS;
/** The names, for exhaustive checks. */
export const ANALYTICS_EVENT_NAMES = Object.keys(EVENTS) as AnalyticsEventName[];

const envelope = { anonymous_id: z.string().regex(/^[\w-]{8,64}$/).optional(), page_url: label(2_000).optional() };

/** POST /api/events body: one event, its properties checked against its name (unknown properties refused). */
export const analyticsEventRequestSchema = z
  .discriminatedUnion(
    'name',
    ANALYTICS_EVENT_NAMES.map((name) => z.object({ name: z.literal(name), properties: EVENTS[name].strict(), ...envelope }).strict()) as unknown as [
      z.ZodObject<{ name: z.ZodLiteral<AnalyticsEventName> }>,
      ...z.ZodObject<{ name: z.ZodLiteral<AnalyticsEventName> }>[],
    ],
  )
  .meta({ id: 'AnalyticsEventRequest' });

/** An analytics event as a browser sends it. */
export type AnalyticsEvent = { [Name in AnalyticsEventName]: { name: Name; properties: z.input<(typeof EVENTS)[Name]>; anonymous_id?: string; page_url?: string } }[AnalyticsEventName];
