import { z } from 'zod';
import { AD_FORMATS, ENGINE_LANGUAGES, SCENE_KINDS } from '../schema';

const VARIABLE = /\{\{\s*[\w.]+\s*(?:\|[^}]*)?\}\}/;

/** Whether a template text changes from one recipient to the next (it holds a {{variable}}). */
export function isPersonal(text: string | undefined): boolean {
  return text !== undefined && VARIABLE.test(text);
}

/** One scene of a campaign's script: texts may hold {{variable}} and {{variable|fallback}}. */
export const campaignSceneSchema = z.object({
  kind: z.enum(SCENE_KINDS),
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(300).optional(),
  narration: z.string().trim().min(1).max(1_000),
});
/** One scene of a campaign's script. */
export type CampaignScene = z.infer<typeof campaignSceneSchema>;

/** The script every recipient's video tells, with the recipient's values in its {{variables}}. */
export const campaignTemplateSchema = z.object({
  language: z.enum(ENGINE_LANGUAGES),
  scenes: z.array(campaignSceneSchema).min(1).max(8),
  /** The end card's headline (the business or product); the first scene's title otherwise. */
  headline: z.string().trim().min(1).max(160).optional(),
  /** The address the end card's QR code opens, e.g. {{payment_link}}. */
  link: z.string().trim().max(2_000).optional(),
});
/** A campaign's script as given. */
export type CampaignTemplateInput = z.input<typeof campaignTemplateSchema>;
/** A campaign's script. */
export type CampaignTemplate = z.output<typeof campaignTemplateSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A scene as the plan keeps it: its template texts, whether they vary, and its prepared picture. */
const planSceneSchema = campaignSceneSchema.extend({
  personal: z.boolean(),
  imageIndex: z.number().int().nonnegative(),
  /** The prepared picture (a file of the plan's folder). */
  frame: z.string().min(1),
});
/** A scene of the plan. */
export type PlanScene = z.infer<typeof planSceneSchema>;

/**
 * Neighbouring scenes of one kind form a segment: a shared one is rendered once for the campaign, a
 * personal one for each recipient. Segments are joined with a short dip through black.
 */
const segmentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('shared'),
    /** Its scenes; none for the business's uploaded clip. */
    scenes: z.array(z.number().int().nonnegative()),
    /** The rendered segment (silent MP4 in the plan's folder). */
    file: z.string().min(1),
    frames: z.number().int().positive(),
    /** Its voice clips and where they start, from the segment's start (an uploaded clip's sound at a gain of its own). */
    clips: z.array(z.object({ file: z.string().min(1), startMs: z.number().int().nonnegative(), gainDb: z.number().optional() })),
  }),
  z.object({ kind: z.literal('personal'), scenes: z.array(z.number().int().nonnegative()).min(1) }),
]);
/** A segment of the plan. */
export type PlanSegment = z.infer<typeof segmentSchema>;

/**
 * Everything a recipient's video needs besides the recipient: the shared segments already rendered,
 * the pictures, the shared voice clips and the music, all in the plan's folder (campaign.json).
 */
export const campaignPlanSchema = z.object({
  version: z.literal(1),
  language: z.enum(ENGINE_LANGUAGES),
  format: z.enum(AD_FORMATS),
  seed: z.number().int().nonnegative(),
  voice: z.string().optional(),
  theme: z.object({ accent: hexColor, accentText: hexColor }),
  headline: z.string(),
  link: z.string().optional(),
  logo: z.string().nullable(),
  music: z.string().nullable(),
  watermark: z.boolean(),
  captions: z.boolean(),
  scenes: z.array(planSceneSchema).min(1),
  segments: z.array(segmentSchema).min(1),
  /** The poster when the video opens on a shared segment (the same for everyone). */
  poster: z.string().nullable(),
});
/** Everything a recipient's video needs besides the recipient. */
export type CampaignPlan = z.infer<typeof campaignPlanSchema>;

/** The plan's file in its folder. */
export const PLAN_FILE = 'campaign.json';
