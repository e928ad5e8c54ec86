import { z } from 'zod';
import { isValidEmail } from '../email';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/waitlist body. Only the e-mail is required (spec §5 'Email is required'); name and
 * company are optional and stored as null when blank. Issue messages that are error codes
 * (EMAIL_REQUIRED, INVALID_EMAIL) make the API answer with that code's translated message.
 */
export const joinWaitlistRequestSchema = z
  .object({
    name: optionalText(200),
    email: z
      .string({ error: 'EMAIL_REQUIRED' })
      .trim()
      .min(1, { error: 'EMAIL_REQUIRED', abort: true })
      .refine(isValidEmail, { error: 'INVALID_EMAIL' }),
    company: optionalText(200),
  })
  .meta({ id: 'JoinWaitlistRequest' });

/** POST /api/waitlist body as sent. */
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

/** POST /api/waitlist answer (201). */
export const joinWaitlistResponseSchema = z
  .object({ ok: z.literal(true), message: z.string() })
  .meta({ id: 'JoinWaitlistResponse' });
