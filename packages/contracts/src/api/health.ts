import { z } from 'zod';

/** State of one component the platform needs. */
export const componentHealthSchema = z.object({
  ok: z.boolean(),
  version: z.string().nullable().meta({ description: 'Version the component reports, null when unavailable' }),
  error: z.string().optional().meta({ description: 'Why the component is not available' }),
});

/** GET /api/health answer: 200 when every component is available, 503 otherwise. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_s: z.number(),
    components: z.object({
      database: componentHealthSchema.extend({ kind: z.enum(['pglite', 'postgres']), latency_ms: z.number().nullable() }),
      queue: componentHealthSchema.extend({
        queues: z.array(z.object({ name: z.string(), queued: z.number(), active: z.number() })),
      }),
      ffmpeg: componentHealthSchema,
      espeak_ng: componentHealthSchema,
    }),
  })
  .meta({ id: 'Health' });

/** GET /api/health answer. */
export type HealthResponse = z.infer<typeof healthResponseSchema>;
