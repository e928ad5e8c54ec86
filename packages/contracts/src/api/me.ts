import { z } from 'zod';

/** GET /api/me answer: the signed-in user, their profile and credit balance; never secrets. */
export const meResponseSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable().meta({ description: 'Profile picture (the Google avatar for Google sign-ins)' }),
    credits: z.number().int().meta({ description: 'Credits available: one buys one ad' }),
    has_bulk_pack: z.boolean().meta({ description: 'Whether a Standard or Premium pack was bought: personalized campaigns can start' }),
  })
  .meta({ id: 'Me' });

/** GET /api/me answer. */
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PATCH /api/me body: the profile fields a user may change (spec §2 settings: name). */
export const updateMeRequestSchema = z
  .object({
    full_name: z.string().trim().min(1).max(200),
  })
  .strict()
  .meta({ id: 'UpdateMeRequest' });

/** PATCH /api/me body as sent. */
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
