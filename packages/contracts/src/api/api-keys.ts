import { z } from 'zod';

/** Active API keys one user may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;

/** Longest name of an API key, in characters (after trimming). */
export const MAX_API_KEY_NAME_LENGTH = 60;

/** POST /api/api-keys body: a name to tell the key apart in settings. */
export const createApiKeyRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_API_KEY_NAME_LENGTH).meta({ example: 'Shop integration' }),
  })
  .strict()
  .meta({ id: 'CreateApiKeyRequest' });

/** POST /api/api-keys body as sent. */
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** One API key as settings shows it: never the key itself, nor its hash. */
export const apiKeySchema = z
  .object({
    id: z.string().meta({ description: 'Pass to DELETE /api/api-keys/{id} to revoke the key' }),
    name: z.string(),
    prefix: z.string().meta({ description: "The key's first characters, to tell keys apart", example: 'rsk_live_ab12' }),
    created_at: z.string().meta({ description: 'ISO 8601' }),
    last_used_at: z.string().nullable().meta({ description: 'ISO 8601, to the minute; null when never used' }),
  })
  .meta({ id: 'ApiKey' });

/** An API key as settings shows it. */
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-keys answer: the user's active keys, newest first. */
export const listApiKeysResponseSchema = z.object({ api_keys: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });

/** POST /api/api-keys answer: the new key, the only time it is ever shown. */
export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().meta({
      description: 'The whole key, shown only in this answer: send it as `Authorization: Bearer <key>`',
      example: 'rsk_live_ab12…',
    }),
  })
  .meta({ id: 'CreatedApiKey' });

/** POST /api/api-keys answer. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
