import { parseArgs } from 'node:util';
import { AD_FORMATS, ENGINE_LANGUAGES, type AdFormat, type EngineLanguage } from '../schema';

/** A mistake in the command line: said in one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Where the product comes from. */
export type ProductSource =
  | { kind: 'example' }
  | { kind: 'facts'; file: string }
  | { kind: 'description'; description: string; name?: string; price?: string; oldPrice?: string; currency?: string; brand?: string }
  | { kind: 'storyboard'; file: string };

/** `reelsmith render`, read from its arguments. */
export interface RenderCommand {
  command: 'render';
  source: ProductSource;
  images: string[];
  format?: AdFormat;
  language?: EngineLanguage;
  durationSeconds?: number;
  out: string;
  seed?: number;
  voice?: string;
  music?: string;
  watermark: boolean;
  captions: boolean;
  offline: boolean;
  quiet: boolean;
  json: boolean;
  llm: { baseURL?: string; model?: string };
  tts: { baseURL?: string; model?: string };
}

/** What the command line asks for. */
export type Command = RenderCommand | { command: 'help' } | { command: 'version' };

export const USAGE = `Usage: reelsmith render [options]

Makes an MP4 video ad (and a poster JPEG, and the storyboard to re-render it) from a product.

The product, one of:
  --example                  the bundled example product (the Aurora desk lamp)
  --facts FILE               product facts as JSON (name, description, features, price, old_price,
                             currency, brand, images, url, marketplace, language); image paths are
                             read relative to the file
  --description TEXT         a description of the product, with --image (and optionally --name,
                             --price, --old-price, --currency, --brand)
  --storyboard FILE          a storyboard.json made before: the same ad again in another --format,
                             without writing or voicing it again

Options:
  --image FILE               a product picture; repeat for up to 5 (replaces the facts' pictures)
  --format 9:16|1:1|16:9     vertical, square or horizontal (default 9:16)
  --lang en|es|pt-BR         the ad's language (default: the facts' language, else en)
  --duration SECONDS         target length, 15 to 60 (default 30)
  --out FILE                 the video (default ad.mp4); the poster goes next to it as .jpg and the
                             storyboard with its assets in a folder named after it (ad.assets/)
  --seed N                   other words, motions and transitions for another number (default 1)
  --voice NAME               a voice of the voice provider (espeak-ng variant such as m3 or f2;
                             OpenAI voice such as coral or onyx)
  --music off|bundled|FILE   the music bed (default bundled)
  --watermark                a small "Made with Reelsmith" mark
  --no-captions              no burned-in captions
  --offline                  the offline script writer and espeak-ng, whatever the environment says
  --llm-base-url URL         an OpenAI-compatible API for the script (env LLM_BASE_URL; key in LLM_API_KEY)
  --llm-model NAME           the model (env LLM_MODEL, default gpt-4o-mini)
  --tts-base-url URL         an OpenAI-compatible speech API (env TTS_BASE_URL; key in TTS_API_KEY)
  --tts-model NAME           the speech model (env TTS_MODEL, default gpt-4o-mini-tts)
  --quiet                    no progress bar
  --json                     print what was made as one JSON object
  -h, --help                 this text
  --version                  the version
`;

const OPTIONS = {
  example: { type: 'boolean' },
  facts: { type: 'string' },
  description: { type: 'string' },
  storyboard: { type: 'string' },
  name: { type: 'string' },
  price: { type: 'string' },
  'old-price': { type: 'string' },
  currency: { type: 'string' },
  brand: { type: 'string' },
  image: { type: 'string', multiple: true },
  format: { type: 'string' },
  lang: { type: 'string' },
  duration: { type: 'string' },
  out: { type: 'string' },
  seed: { type: 'string' },
  voice: { type: 'string' },
  music: { type: 'string' },
  watermark: { type: 'boolean' },
  'no-captions': { type: 'boolean' },
  offline: { type: 'boolean' },
  'llm-base-url': { type: 'string' },
  'llm-model': { type: 'string' },
  'tts-base-url': { type: 'string' },
  'tts-model': { type: 'string' },
  quiet: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

function integer(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || number < min || number > max) throw new UsageError(`--${flag} must be a number from ${min} to ${max} (got "${value}")`);
  return number;
}

function httpUrl(flag: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new UsageError(`--${flag} must be an http(s) address (got "${value}")`);
  return value;
}

/** Reads `reelsmith …` arguments (without node and the script), naming the first mistake. */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const [command, ...extra] = positionals;
  if (command === undefined) return { command: 'help' };
  if (command !== 'render') throw new UsageError(`unknown command "${command}"; the command is render`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);

  const sources = (['example', 'facts', 'description', 'storyboard'] as const).filter((key) => values[key] !== undefined && values[key] !== false);
  if (sources.length === 0) throw new UsageError('say which product: --example, --facts FILE, --description TEXT with --image FILE, or --storyboard FILE');
  if (sources.length > 1) throw new UsageError(`give one product source, not ${sources.map((s) => `--${s}`).join(' and ')}`);
  const images = values.image ?? [];
  if (images.length > 5) throw new UsageError(`at most 5 pictures (got ${images.length})`);

  let source: ProductSource;
  if (values.example) source = { kind: 'example' };
  else if (values.facts !== undefined) source = { kind: 'facts', file: values.facts };
  else if (values.storyboard !== undefined) {
    if (images.length > 0) throw new UsageError('--image cannot change a storyboard; its pictures are in its folder');
    source = { kind: 'storyboard', file: values.storyboard };
  } else {
    const description = values.description?.trim() ?? '';
    if (description === '') throw new UsageError('--description needs a text');
    if (images.length === 0) throw new UsageError('--description needs at least one --image FILE');
    source = {
      kind: 'description',
      description,
      ...(values.name ? { name: values.name } : {}),
      ...(values.price ? { price: values.price } : {}),
      ...(values['old-price'] ? { oldPrice: values['old-price'] } : {}),
      ...(values.currency ? { currency: values.currency } : {}),
      ...(values.brand ? { brand: values.brand } : {}),
    };
  }
  const productOnly = ['name', 'price', 'old-price', 'currency', 'brand'] as const;
  const misplaced = source.kind === 'description' ? undefined : productOnly.find((key) => values[key] !== undefined);
  if (misplaced) throw new UsageError(`--${misplaced} goes with --description`);
  if (source.kind === 'storyboard') {
    const settled = (['lang', 'duration', 'seed', 'voice', 'music', 'watermark', 'offline', 'llm-base-url', 'llm-model', 'tts-base-url', 'tts-model'] as const).find((key) => values[key] !== undefined);
    if (settled) throw new UsageError(`--${settled} cannot change a storyboard: its ad is written and voiced already`);
  }

  const format = oneOf('format', values.format, AD_FORMATS);
  const language = oneOf('lang', values.lang, ENGINE_LANGUAGES);
  const durationSeconds = integer('duration', values.duration, 15, 60);
  const seed = integer('seed', values.seed, 0, 2 ** 31 - 1);
  if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError('--seed must be a whole number');
  const llmBaseURL = httpUrl('llm-base-url', values['llm-base-url']);
  const ttsBaseURL = httpUrl('tts-base-url', values['tts-base-url']);
  const out = values.out ?? 'ad.mp4';
  if (!/\.mp4$/i.test(out)) throw new UsageError(`--out must name an .mp4 file (got "${out}")`);

  return {
    command: 'render',
    source,
    images,
    out,
    watermark: values.watermark ?? false,
    captions: !values['no-captions'],
    offline: values.offline ?? false,
    quiet: values.quiet ?? false,
    json: values.json ?? false,
    ...(format ? { format } : {}),
    ...(language ? { language } : {}),
    ...(durationSeconds !== undefined ? { durationSeconds } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(values.voice ? { voice: values.voice } : {}),
    ...(values.music ? { music: values.music } : {}),
    llm: { ...(llmBaseURL ? { baseURL: llmBaseURL } : {}), ...(values['llm-model'] ? { model: values['llm-model'] } : {}) },
    tts: { ...(ttsBaseURL ? { baseURL: ttsBaseURL } : {}), ...(values['tts-model'] ? { model: values['tts-model'] } : {}) },
  };
}
