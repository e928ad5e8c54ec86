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
  | { kind: 'url'; url: string }
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
  /** Load pages drawn by their scripts in headless Chromium. */
  browser: boolean;
  quiet: boolean;
  json: boolean;
  llm: { baseURL?: string; model?: string };
  tts: { baseURL?: string; model?: string };
}

/** `reelsmith extract`: a product page (address or saved file) read into product facts. */
export interface ExtractCommand {
  command: 'extract';
  target: { kind: 'url'; url: string } | { kind: 'file'; file: string; baseUrl?: string };
  language?: EngineLanguage;
  browser: boolean;
  json: boolean;
}

/** What the command line asks for. */
export type Command = RenderCommand | ExtractCommand | { command: 'help' } | { command: 'version' };

export const USAGE = `Usage: reelsmith render [options]
       reelsmith extract <URL | page.html | page.html.gz> [--base-url URL] [--lang en|es|pt-BR] [--browser] [--json]

render makes an MP4 video ad (and a poster JPEG, and the storyboard to re-render it) from a product.
extract reads a product page and prints its product facts (with --json, as one JSON object, or
{"error": {"type", "message"}} when the page cannot be read).

The product, one of:
  --url URL                  a product page (a shop, Mercado Livre, OLX, eBay, Amazon…)
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
  --browser                  load pages that show their product, or its price, only through scripts
                             in headless Chromium (env BROWSER_RENDERING=true; CHROMIUM_PATH, default
                             /usr/bin/chromium)
  --base-url URL             (extract) the address a saved page came from, for its links; default:
                             the page's canonical link
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
  url: { type: 'string' },
  'base-url': { type: 'string' },
  browser: { type: 'boolean' },
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
  if (command === 'extract') return parseExtract(values, extra);
  if (command !== 'render') throw new UsageError(`unknown command "${command}"; the commands are render and extract`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (values['base-url'] !== undefined) throw new UsageError('--base-url goes with extract');

  const sources = (['url', 'example', 'facts', 'description', 'storyboard'] as const).filter((key) => values[key] !== undefined && values[key] !== false);
  if (sources.length === 0) throw new UsageError('say which product: --url URL, --example, --facts FILE, --description TEXT with --image FILE, or --storyboard FILE');
  if (sources.length > 1) throw new UsageError(`give one product source, not ${sources.map((s) => `--${s}`).join(' and ')}`);
  const images = values.image ?? [];
  if (images.length > 5) throw new UsageError(`at most 5 pictures (got ${images.length})`);

  let source: ProductSource;
  if (values.url !== undefined) source = { kind: 'url', url: httpUrl('url', values.url) ?? '' };
  else if (values.example) source = { kind: 'example' };
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
    const settled = (['lang', 'duration', 'seed', 'voice', 'music', 'watermark', 'offline', 'browser', 'llm-base-url', 'llm-model', 'tts-base-url', 'tts-model'] as const).find((key) => values[key] !== undefined);
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
    browser: values.browser ?? false,
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

type ParsedValues = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

/** `reelsmith extract <URL | FILE>`: only its own options. */
function parseExtract(values: ParsedValues, targets: string[]): ExtractCommand {
  const [target, more] = targets;
  if (target === undefined) throw new UsageError('extract needs a product page: an address, or a saved .html or .html.gz file');
  if (more !== undefined) throw new UsageError(`unexpected argument "${more}"`);
  const own = new Set(['base-url', 'lang', 'browser', 'json', 'help', 'version']);
  const foreign = Object.keys(values).find((key) => !own.has(key));
  if (foreign) throw new UsageError(`--${foreign} does not go with extract`);
  const language = oneOf('lang', values.lang, ENGINE_LANGUAGES);
  const isAddress = /^[a-z][a-z\d+.-]*:\/\//i.test(target);
  if (isAddress && values['base-url'] !== undefined) throw new UsageError('--base-url is for a saved page, not an address');
  const baseUrl = httpUrl('base-url', values['base-url']);
  return {
    command: 'extract',
    target: isAddress ? { kind: 'url', url: target } : { kind: 'file', file: target, ...(baseUrl ? { baseUrl } : {}) },
    browser: values.browser ?? false,
    json: values.json ?? false,
    ...(language ? { language } : {}),
  };
}
