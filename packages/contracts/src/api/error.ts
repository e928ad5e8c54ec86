import { z } from 'zod';

/** One field-level problem of a request that failed validation. */
export const errorDetailSchema = z.object({
  field: z.string().meta({ description: 'Dotted path of the field, empty for the whole body' }),
  message: z.string(),
});

/** The one JSON shape of every API failure: {error: {code, message}}. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'NOT_FOUND' }),
      message: z.string().meta({ description: "Message in the caller's language" }),
      details: z.array(errorDetailSchema).optional(),
    }),
  })
  .meta({ id: 'Error' });

/** The body of an API failure. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
