import { z } from 'zod';
import {
  CAMPAIGN_PERSONALIZATIONS,
  CAMPAIGN_PREVIEW_STATUSES,
  CAMPAIGN_STATUSES,
  CLIP_POSITIONS,
  DEFAULT_VIDEOS_PAGE,
  DEFAULT_VIDEOS_PAGE_SIZE,
  MAX_CUSTOMER_FILE_BYTES,
  RECIPIENT_STATUSES,
  VIDEO_FORMATS,
  VOICE_KINDS,
} from '../constants';
import { LANGUAGES } from '../languages';

/** Kinds of scene a campaign script may have (the engine's SCENE_KINDS). */
export const CAMPAIGN_SCENE_KINDS = ['hook', 'benefit', 'offer', 'cta'] as const;

/** The multipart field that carries the customer list of POST /api/campaigns. */
export const CUSTOMER_FILE_FIELD = 'file';

/** Longest campaign name, in characters. */
export const MAX_CAMPAIGN_NAME_LENGTH = 200;

/** Skipped rows GET /api/campaigns/:id lists; skipped_count gives them all. */
export const MAX_LISTED_SKIPPED_ROWS = 200;

/** Rows of the file GET /api/campaigns/:id shows as they are, so the user can check the mapping. */
export const CAMPAIGN_SAMPLE_ROWS = 5;

/**
 * A template variable: {{name}} or {{name|fallback}}, spaces allowed inside the braces. The same
 * pattern as the engine's isPersonal, with the name and the fallback captured.
 */
const VARIABLE_PATTERN = /\{\{\s*([\w.]+)\s*(?:\|([^}]*))?\}\}/g;

/** A script variable the mapping may fill: a snake_case identifier (first_name, due_date). */
export const VARIABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

const noNul = (text: string) => !text.includes('\u0000');

/** One scene of a campaign's script; texts may hold {{variable}} and {{variable|fallback}}. Mirrors the engine's campaignSceneSchema. */
export const campaignSceneSchema = z.object({
  kind: z.enum(CAMPAIGN_SCENE_KINDS),
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(300).optional(),
  narration: z.string().trim().min(1).max(1_000),
});

/** A campaign scene. */
export type CampaignScene = z.infer<typeof campaignSceneSchema>;

/**
 * The script every recipient's video tells: the engine's campaignTemplateSchema with the same
 * limits (contracts cannot import the engine; a server test keeps the two in step).
 */
export const campaignTemplateSchema = z
  .object({
    language: z.enum(LANGUAGES),
    scenes: z.array(campaignSceneSchema).min(1).max(8),
    /** The end card's headline (the business or product); the first scene's title otherwise. */
    headline: z.string().trim().min(1).max(160).optional(),
    /** The address the end card's QR code opens, e.g. {{payment_link}}. */
    link: z.string().trim().max(2_000).optional(),
  })
  .meta({ id: 'CampaignTemplate' });

/** A campaign's script. */
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;

/** A variable a template uses, and whether every use of it has a fallback (so a row may leave it empty). */
export interface TemplateVariable {
  name: string;
  hasFallback: boolean;
}

/** The variables of a template in order of first use: scene texts, then headline and link. */
export function templateVariables(template: Pick<CampaignTemplate, 'scenes' | 'headline' | 'link'>): TemplateVariable[] {
  const texts = [...template.scenes.flatMap((scene) => [scene.title, scene.subtitle ?? '', scene.narration]), template.headline ?? '', template.link ?? ''];
  const found = new Map<string, boolean>();
  for (const text of texts) {
    for (const match of text.matchAll(VARIABLE_PATTERN)) {
      const name = match[1] ?? '';
      const hasFallback = match[2] !== undefined && match[2].trim() !== '';
      // One use without a fallback makes the variable required.
      found.set(name, (found.get(name) ?? true) && hasFallback);
    }
  }
  return [...found].map(([name, hasFallback]) => ({ name, hasFallback }));
}

/** The variables a row must fill for the template: those used somewhere without a fallback. */
export function requiredTemplateVariables(template: Pick<CampaignTemplate, 'scenes' | 'headline' | 'link'>): string[] {
  return templateVariables(template)
    .filter((variable) => !variable.hasFallback)
    .map((variable) => variable.name);
}

/**
 * Column index of the customer file ("0", "1"…) → the variable it fills. Variable names are
 * snake_case identifiers, and no two columns fill one variable.
 */
export const campaignMappingSchema = z
  .record(z.string().regex(/^(0|[1-9]\d{0,4})$/), z.string().regex(VARIABLE_NAME_PATTERN))
  .superRefine((mapping, context) => {
    const columnOf = new Map<string, string>();
    for (const [column, variable] of Object.entries(mapping)) {
      const first = columnOf.get(variable);
      if (first !== undefined) context.addIssue({ code: 'custom', path: [column], message: `columns ${first} and ${column} both fill "${variable}"` });
      else columnOf.set(variable, column);
    }
  })
  .meta({ id: 'CampaignMapping', example: { 0: 'first_name', 1: 'email', 2: 'amount' } });

/** A campaign's column mapping. */
export type CampaignMapping = z.infer<typeof campaignMappingSchema>;

const httpUrl = (protocol: RegExp) => z.string().trim().max(2_000).pipe(z.url({ protocol }));

/** The call to action the watch page shows under the video. */
export const campaignCtaSchema = z
  .object({
    label: z.string().trim().min(1).max(60).refine(noNul),
    url: httpUrl(/^https?$/),
  })
  .strict()
  .meta({ id: 'CampaignCta' });

/**
 * How the campaign's videos are delivered: by e-mail (to rows with an address; `email` turns it on)
 * with its subject (may hold {{variables}}) and sender name, and to a webhook (https only).
 */
export const campaignDeliverySchema = z
  .object({
    email: z.boolean().optional(),
    email_subject: z.string().trim().min(1).max(200).refine(noNul).optional(),
    sender_name: z.string().trim().min(1).max(100).refine(noNul).optional(),
    webhook_url: httpUrl(/^https$/).optional(),
  })
  .strict()
  .meta({ id: 'CampaignDelivery' });

/** A campaign's delivery settings. */
export type CampaignDelivery = z.infer<typeof campaignDeliverySchema>;

/**
 * What a campaign's videos show besides the script: a product page (read through the address guard
 * when the campaign is prepared: its pictures and name), facts typed in (pictures uploaded with
 * POST /api/campaigns/:id/product-images), or nothing (a gradient of the brand colour).
 */
export const campaignProductSchema = z
  .discriminatedUnion('source', [
    z.object({ source: z.literal('url'), url: httpUrl(/^https?$/) }).strict(),
    z
      .object({
        source: z.literal('manual'),
        name: z.string().trim().min(1).max(160).refine(noNul),
        description: z.string().trim().max(2_000).refine(noNul).optional(),
      })
      .strict(),
  ])
  .meta({ id: 'CampaignProduct' });

/** A campaign's product. */
export type CampaignProduct = z.infer<typeof campaignProductSchema>;

/** An uploaded clip (GET /api/clips) playing in every video of the campaign, before the script or after it. */
export const campaignClipSchema = z
  .object({ clip_id: z.uuid(), position: z.enum(CLIP_POSITIONS) })
  .strict()
  .meta({ id: 'CampaignClip' });

/** A campaign's clip. */
export type CampaignClip = z.infer<typeof campaignClipSchema>;

/**
 * The text fields of POST /api/campaigns (multipart/form-data), beside the `file`: a name, the
 * workbook sheet to read, whether the first row is a header ('true' | 'false', detected when
 * absent), the videos' language (the caller's by default) and format.
 */
export const createCampaignFieldsSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_CAMPAIGN_NAME_LENGTH).refine(noNul).optional(),
    sheet: z.string().trim().min(1).max(100).refine(noNul).optional(),
    has_header: z.enum(['true', 'false']).optional(),
    language: z.enum(LANGUAGES).optional(),
    format: z.enum(VIDEO_FORMATS).default('9:16'),
  })
  .meta({ id: 'CreateCampaignFields' });

/** The multipart body of POST /api/campaigns as OpenAPI describes it (a file cannot be zod). */
export const createCampaignBodyDoc = {
  type: 'object' as const,
  required: [CUSTOMER_FILE_FIELD],
  properties: {
    [CUSTOMER_FILE_FIELD]: { type: 'string' as const, format: 'binary', description: `The customer list: CSV (any common encoding and delimiter) or Excel .xlsx, at most ${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB` },
    name: { type: 'string' as const, maxLength: MAX_CAMPAIGN_NAME_LENGTH, description: 'The file’s name by default' },
    sheet: { type: 'string' as const, maxLength: 100, description: 'Excel only: the sheet to read (the first visible one by default)' },
    has_header: { type: 'string' as const, enum: ['true', 'false'], description: 'Whether the first row names the columns; detected when absent' },
    language: { type: 'string' as const, enum: [...LANGUAGES], description: 'The videos’ language; the caller’s by default' },
    format: { type: 'string' as const, enum: [...VIDEO_FORMATS], default: '9:16' },
  },
};

/**
 * PATCH /api/campaigns/:id body: any of these (at least one); only a draft can change. `sheet` and
 * `has_header` read the uploaded file again, so the columns, rows and suggested mapping may change.
 */
export const updateCampaignRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_CAMPAIGN_NAME_LENGTH),
    language: z.enum(LANGUAGES),
    format: z.enum(VIDEO_FORMATS),
    template: campaignTemplateSchema,
    mapping: campaignMappingSchema,
    cta: campaignCtaSchema.nullable(),
    delivery: campaignDeliverySchema,
    personalization: z.enum(CAMPAIGN_PERSONALIZATIONS),
    product: campaignProductSchema.nullable(),
    clip: campaignClipSchema.nullable(),
    voice: z.enum(VOICE_KINDS).nullable().meta({ description: 'The voice that speaks the videos; null for the default one' }),
    sheet: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine(noNul)
      .meta({ description: 'Excel only: read the uploaded workbook again from this sheet (its header detected anew unless has_header is given)' }),
    has_header: z.boolean().meta({ description: 'Read the uploaded file again with (true) or without (false) its first row as the column names' }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })
  .meta({ id: 'UpdateCampaignRequest' });

/** PATCH /api/campaigns/:id body as sent. */
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

/** The uploaded customer file, as the draft keeps it. */
export const campaignSourceFileSchema = z
  .object({
    name: z.string(),
    kind: z.enum(['csv', 'xlsx']),
    size: z.number().int().meta({ description: 'Bytes' }),
    sheet: z.string().nullable(),
    sheets: z.array(z.string()).nullable(),
    encoding: z.string().nullable(),
    delimiter: z.string().nullable(),
    has_header: z.boolean(),
    row_count: z.number().int().meta({ description: 'Data rows, the header not counted' }),
  })
  .meta({ id: 'CampaignSourceFile' });

/** The uploaded customer file of a campaign. */
export type CampaignSourceFile = z.infer<typeof campaignSourceFileSchema>;

/** A row of the file that will get no video, and why, in the caller's language. */
export const skippedRowSchema = z
  .object({
    row: z.number().int().meta({ description: 'The row number a spreadsheet app shows' }),
    reason: z.enum(['INVALID_EMAIL', 'INVALID_PHONE', 'DUPLICATE_EMAIL', 'MISSING_VARIABLE']),
    message: z.string(),
  })
  .meta({ id: 'SkippedRow' });

/**
 * The first row's video, made before anything is charged (POST /api/campaigns/:id/preview). Any
 * change to the draft that alters the videos clears it.
 */
export const campaignPreviewSchema = z
  .object({
    status: z.enum(CAMPAIGN_PREVIEW_STATUSES),
    row: z.number().int().nullable().meta({ description: 'The file row the preview shows' }),
    video_url: z.string().nullable(),
    poster_url: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: 'Why the preview could not be made, in the caller’s language' }),
  })
  .meta({ id: 'CampaignPreview' });

/** A campaign's preview. */
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** How many of a campaign's recipients are in each status (all zero for a draft). */
export const recipientCountsSchema = z
  .object(Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof RECIPIENT_STATUSES)[number], z.ZodNumber>)
  .meta({ id: 'RecipientCounts' });

/** Recipients per status. */
export type RecipientCounts = z.infer<typeof recipientCountsSchema>;

/** How a campaign's videos were watched: recipients whose page opened, who pressed play, who watched to the end. */
export const campaignViewTotalsSchema = z
  .object({ opened: z.number().int(), played: z.number().int(), completed: z.number().int() })
  .meta({ id: 'CampaignViewTotals' });

/** GET /api/campaigns/:id: a campaign (a draft while it is being set up) and what its file gives. */
export const campaignDetailsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    language: z.enum(LANGUAGES),
    format: z.enum(VIDEO_FORMATS),
    template: campaignTemplateSchema,
    mapping: z.record(z.string(), z.string()),
    cta: campaignCtaSchema.nullable(),
    delivery: campaignDeliverySchema,
    personalization: z.enum(CAMPAIGN_PERSONALIZATIONS),
    voice: z.enum(VOICE_KINDS).nullable(),
    product: campaignProductSchema.nullable(),
    product_images: z.array(z.string()).meta({ description: 'Addresses of the pictures uploaded for a manual product' }),
    clip: campaignClipSchema.nullable(),
    preview: campaignPreviewSchema,
    webhook_secret: z.string().nullable().meta({ description: 'Signs the webhook calls (HMAC-SHA256); null without a webhook' }),
    counts: recipientCountsSchema,
    views: campaignViewTotalsSchema,
    ai_available: z.boolean().meta({ description: 'Whether a language model is configured to personalize each row (personalization "ai")' }),
    confirmed_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    source_file: campaignSourceFileSchema,
    columns: z.array(z.string()),
    sample_rows: z.array(z.array(z.string())).meta({ description: `The file's first ${CAMPAIGN_SAMPLE_ROWS} data rows, as the table shows them` }),
    required_variables: z.array(z.string()).meta({ description: 'Variables the template uses without a fallback: a row that leaves one empty gets no video' }),
    recipients_count: z.number().int().meta({ description: 'Rows that will get a video' }),
    skipped: z.array(skippedRowSchema).meta({ description: `The first ${MAX_LISTED_SKIPPED_ROWS} rows that will get no video` }),
    skipped_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'CampaignDetails' });

/** A campaign as GET /api/campaigns/:id answers it. */
export type CampaignDetails = z.infer<typeof campaignDetailsSchema>;

/** GET /api/campaigns query: page from 1 and page size. */
export const listCampaignsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_VIDEOS_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_VIDEOS_PAGE_SIZE),
});

/** One campaign in the list. */
export const campaignSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    recipients_count: z.number().int(),
    ready_count: z.number().int().meta({ description: 'Recipients whose video is made' }),
    created_at: z.string(),
  })
  .meta({ id: 'CampaignSummary' });

/** GET /api/campaigns answer: a page of the caller's campaigns, newest first, and how many there are. */
export const listCampaignsResponseSchema = z
  .object({ campaigns: z.array(campaignSummarySchema), total: z.number().int() })
  .meta({ id: 'ListCampaignsResponse' });

/** GET /api/campaigns answer. */
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponseSchema>;

/** POST /api/campaigns/:id/confirm answer: the campaign started, one credit charged per recipient. */
export const confirmCampaignResponseSchema = z
  .object({ status: z.literal('running'), recipients_count: z.number().int().positive() })
  .meta({ id: 'ConfirmCampaignResponse' });

/** POST /api/campaigns/:id/confirm answer. */
export type ConfirmCampaignResponse = z.infer<typeof confirmCampaignResponseSchema>;

/** POST /api/campaigns/:id/pause, /resume and /cancel answer: the campaign's new status, and the credits a cancel gave back. */
export const campaignStateResponseSchema = z
  .object({ status: z.enum(['running', 'paused', 'cancelled']), refunded: z.number().int().nonnegative() })
  .meta({ id: 'CampaignStateResponse' });

/** POST /api/campaigns/:id/pause, /resume and /cancel answer. */
export type CampaignStateResponse = z.infer<typeof campaignStateResponseSchema>;
