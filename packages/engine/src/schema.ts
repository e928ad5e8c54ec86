import { z } from 'zod';

/** Languages the engine writes and speaks (BCP 47). */
export const ENGINE_LANGUAGES = ['en', 'es', 'pt-BR'] as const;
/** A language the engine writes and speaks. */
export type EngineLanguage = (typeof ENGINE_LANGUAGES)[number];

/** Output formats: vertical, square, horizontal. */
export const AD_FORMATS = ['9:16', '1:1', '16:9'] as const;
/** An output format. */
export type AdFormat = (typeof AD_FORMATS)[number];

/** An image given as a file path or as its bytes. */
export const imageSourceSchema = z.union([z.string().min(1), z.instanceof(Uint8Array)]);
/** An image given as a file path or as its bytes. */
export type ImageSource = z.infer<typeof imageSourceSchema>;

/** A price as a number or a decimal string ("1299.90"), kept as a number of the currency's units. */
const priceSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'must be a decimal number such as 1299.90' })])
  .transform((value) => (typeof value === 'number' ? value : Number(value)))
  .refine((value) => Number.isFinite(value) && value >= 0 && value < 1e12, { error: 'must be a positive amount' });

/** What we know about the product (the keys of `reelsmith extract --json`). */
export const productFactsSchema = z.object({
  name: z.string().trim().min(1, { error: 'the product needs a name' }).max(2_000),
  description: z.string().trim().max(50_000).default(''),
  features: z.array(z.string().trim().min(1).max(2_000)).max(100).default([]),
  price: priceSchema.optional(),
  old_price: priceSchema.optional(),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code such as BRL' }).optional(),
  brand: z.string().trim().max(300).optional(),
  images: z
    .array(imageSourceSchema)
    .min(1, { error: 'at least one product image is needed' })
    .max(5, { error: 'at most 5 product images' }),
  url: z.url({ protocol: /^https?$/ }).optional(),
  marketplace: z.string().trim().max(100).optional(),
  language: z.enum(ENGINE_LANGUAGES, { error: 'the language must be en, es or pt-BR' }),
});
/** Product facts as given. */
export type ProductFactsInput = z.input<typeof productFactsSchema>;
/** Product facts after validation. */
export type ProductFacts = z.output<typeof productFactsSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as #4f46e5' });

/** How the ad is made, besides what it is about. */
export const adOptionsSchema = z.object({
  format: z.enum(AD_FORMATS).default('9:16'),
  durationSeconds: z.number().min(15).max(60).default(30),
  /** A voice of the Voice provider (espeak-ng variant, OpenAI voice name…); its default otherwise. */
  voice: z.string().trim().min(1).max(100).optional(),
  music: z.union([z.literal('off'), z.literal('bundled'), z.object({ file: z.string().min(1) })]).default('bundled'),
  brand: z
    .object({
      logo: imageSourceSchema.optional(),
      colors: z.object({ primary: hexColor, secondary: hexColor.optional() }).optional(),
    })
    .default({}),
  watermark: z.boolean().default(false),
  captions: z.boolean().default(true),
  /** Personalization: {{first_name}}, {{amount}}… in the script are replaced by these. */
  variables: z.record(z.string(), z.string().max(500)).default({}),
  /** Same seed, same facts: same ad. Another seed: other words, motions and transitions. */
  seed: z.number().int().nonnegative().default(1),
});
/** Options as given. */
export type AdOptionsInput = z.input<typeof adOptionsSchema>;
/** Options after validation, with defaults. */
export type AdOptions = z.output<typeof adOptionsSchema>;

/** Scene kinds, in the order an ad tells them. */
export const SCENE_KINDS = ['hook', 'benefit', 'offer', 'cta'] as const;
/** A scene kind. */
export type SceneKind = (typeof SCENE_KINDS)[number];

/** The price shown on the offer scene, already formatted for the language. */
export const offerSchema = z.object({
  price: z.string().min(1).max(40),
  oldPrice: z.string().max(40).optional(),
  discountPercent: z.number().int().min(1).max(99).optional(),
});

/** One scene of the script: a short on-screen line, maybe a second, and what the voice says. */
export const scriptSceneSchema = z.object({
  kind: z.enum(SCENE_KINDS),
  title: z.string().trim().min(1).max(160),
  subtitle: z.string().trim().max(200).optional(),
  narration: z.string().trim().min(1).max(700),
  offer: offerSchema.optional(),
});
/** One scene of the script. */
export type ScriptScene = z.infer<typeof scriptSceneSchema>;

/** The ad's words: hook, 2–4 benefits, maybe the offer, and the call to action. */
export const scriptSchema = z.object({
  language: z.enum(ENGINE_LANGUAGES),
  writer: z.enum(['offline', 'llm']),
  scenes: z.array(scriptSceneSchema).min(3).max(7),
});
/** The ad's words. */
export type Script = z.infer<typeof scriptSchema>;

/** Movement of the picture during a scene, independent of the format (fractions of the free travel). */
export const motionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pan'), from: z.object({ x: z.number(), y: z.number() }), to: z.object({ x: z.number(), y: z.number() }) }),
  z.object({ kind: z.literal('zoom'), from: z.number().min(1).max(1.25), to: z.number().min(1).max(1.25) }),
]);
/** Movement of the picture during a scene. */
export type Motion = z.infer<typeof motionSchema>;

/** Transitions into a scene. */
export const TRANSITIONS = ['fade', 'slideleft', 'smoothup', 'circleopen', 'wipeleft'] as const;

/** A scene on the timeline. */
export const storyboardSceneSchema = z.object({
  index: z.number().int().nonnegative(),
  kind: z.enum(SCENE_KINDS),
  startMs: z.number().int().nonnegative(),
  durationMs: z.number().int().positive(),
  /** Which prepared picture the scene shows. */
  imageIndex: z.number().int().nonnegative(),
  motion: motionSchema,
  /** Crossfade with the previous scene (0 for the first). */
  transitionInMs: z.number().int().nonnegative(),
  transition: z.enum(TRANSITIONS),
  /** When the voice speaks in this scene, relative to its start. */
  narrationStartMs: z.number().int().nonnegative(),
  narrationEndMs: z.number().int().nonnegative(),
});
/** A scene on the timeline. */
export type StoryboardScene = z.infer<typeof storyboardSceneSchema>;

/** A caption: a short piece of narration and when it shows. */
export const captionSchema = z.object({
  sceneIndex: z.number().int().nonnegative(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().positive(),
  text: z.string().min(1).max(200),
});
/** A caption. */
export type Caption = z.infer<typeof captionSchema>;

/**
 * Everything needed to render the ad in any format without writing or voicing it again. Files are
 * named relative to the ad's asset folder.
 */
export const storyboardSchema = z.object({
  version: z.literal(1),
  language: z.enum(ENGINE_LANGUAGES),
  seed: z.number().int().nonnegative(),
  durationMs: z.number().int().positive(),
  script: scriptSchema,
  product: z.object({ name: z.string(), brand: z.string().optional(), url: z.string().optional(), marketplace: z.string().optional() }),
  assets: z.object({
    images: z.array(z.object({ file: z.string(), width: z.number().int(), height: z.number().int() })).min(1),
    narration: z.object({ file: z.string(), durationMs: z.number().int().positive() }),
    music: z.object({ file: z.string() }).nullable(),
    logo: z.object({ file: z.string() }).nullable(),
  }),
  theme: z.object({ accent: hexColor, accentText: hexColor }),
  scenes: z.array(storyboardSceneSchema).min(1),
  captions: z.array(captionSchema),
  watermark: z.boolean(),
});
/** Everything needed to render the ad in any format. */
export type Storyboard = z.infer<typeof storyboardSchema>;
