import { z } from 'zod';

/** GET /api/unsubscribe/:token answer: whose e-mails the link stops, shown before the person confirms. */
export const unsubscribeStatusSchema = z
  .object({
    sender: z.string().meta({ description: 'The business (its campaign sender name, else its account name)' }),
    email: z.string().meta({ description: 'The address, partly masked (j•••@example.com)' }),
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeStatus' });

/** GET and POST /api/unsubscribe/:token answer. */
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
