import { z } from 'zod';
import { isValidEmail } from '../email';
import { FEEDBACK_CATEGORIES, FEEDBACK_RATINGS } from '../jobs';

/** The longest free text a form accepts (characters); well above any real message. */
export const MAX_FORM_TEXT_LENGTH = 50_000;

/** PostgreSQL text cannot hold U+0000: refused here, so it is a 400 rather than a failed insert. */
const hasNoNul = (text: string) => !text.includes('\u0000');

/** Feedback text: required, non-blank after trim, trimmed before saving (spec §5). */
const feedbackText = z
  .string({ error: 'FEEDBACK_REQUIRED' })
  .trim()
  .min(1, { error: 'FEEDBACK_REQUIRED', abort: true })
  .max(MAX_FORM_TEXT_LENGTH)
  .refine(hasNoNul);

/**
 * POST /api/contact body (spec §5): the e-mail is required and trimmed; the message is trimmed and
 * stored as null when empty. Signed in or not.
 */
export const contactRequestSchema = z
  .object({
    email: z
      .string({ error: 'EMAIL_REQUIRED' })
      .trim()
      .min(1, { error: 'EMAIL_REQUIRED', abort: true })
      .refine(isValidEmail, { error: 'INVALID_EMAIL' }),
    message: z
      .string()
      .trim()
      .max(MAX_FORM_TEXT_LENGTH)
      .refine(hasNoNul)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'ContactRequest' });

/** POST /api/contact body as sent. */
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/feedback/url-to-video body: the page the visitor tried, and what they think (spec §3). */
export const urlToVideoFeedbackRequestSchema = z
  .object({
    url: z
      .string({ error: 'INVALID_URL' })
      .trim()
      .min(1, { error: 'INVALID_URL', abort: true })
      .max(2_000, { error: 'INVALID_URL', abort: true })
      .pipe(z.url({ protocol: /^https?$/, error: 'INVALID_URL' })),
    feedback_text: feedbackText,
  })
  .meta({ id: 'UrlToVideoFeedbackRequest' });

/** POST /api/feedback/url-to-video body as sent. */
export type UrlToVideoFeedbackRequest = z.input<typeof urlToVideoFeedbackRequestSchema>;

/** POST /api/videos/:id/feedback body: thumbs, category and a required comment (spec §3, §5). */
export const videoFeedbackRequestSchema = z
  .object({
    rating: z.enum(FEEDBACK_RATINGS),
    category: z.enum(FEEDBACK_CATEGORIES),
    comment: feedbackText,
  })
  .meta({ id: 'VideoFeedbackRequest' });

/** POST /api/videos/:id/feedback body as sent. */
export type VideoFeedbackRequest = z.input<typeof videoFeedbackRequestSchema>;

/** The 201 answer of a public form: ok and a success message in the caller's language. */
export const formSubmittedResponseSchema = z
  .object({ ok: z.literal(true), message: z.string() })
  .meta({ id: 'FormSubmittedResponse' });
