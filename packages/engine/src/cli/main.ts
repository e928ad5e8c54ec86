import { readFile, readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { EngineTools } from '../adapters/ffmpeg';
import { EngineError } from '../errors';
import { exampleFacts } from '../examples';
import { createAd, renderAd, type AdProviders } from '../pipeline/create-ad';
import type { Logger } from '../ports';
import { storyboardSchema, type AdOptionsInput, type ProductFactsInput } from '../schema';
import { factsFromPage, readProductPage } from '../stages/product/read-product';
import { createLlmScriptWriter } from '../stages/script/llm-writer';
import { sentences, shortLine } from '../stages/script/text';
import { createOpenAiVoice } from '../stages/voice/openai-voice';
import { USAGE, UsageError, parseCommand, type RenderCommand } from './args';
import { runExtract } from './extract';
import { pageReaderFrom } from './page-reader';
import { createProgressBar, type ProgressOutput } from './progress';

/** What the CLI reads and writes: the process's, or a test's. */
export interface CliIo {
  stdout: ProgressOutput;
  stderr: ProgressOutput;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  signal?: AbortSignal;
  version?: string;
}

/** The files a render made. */
interface Made {
  video: string;
  poster: string;
  storyboard: string;
  format: string;
  width: number;
  height: number;
  durationSeconds: number;
  elapsedSeconds: number;
}

/** Runs `reelsmith …` and returns the exit code: 0 done, 1 failed, 2 a mistake in the command, 130 cancelled. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.command === 'help') {
      io.stdout.write(USAGE);
      return 0;
    }
    if (command.command === 'version') {
      io.stdout.write(`reelsmith ${io.version ?? 'dev'}\n`);
      return 0;
    }
    if (command.command === 'extract') return await runExtract(command, io);
    const made = await render(command, io);
    if (command.json) {
      io.stdout.write(`${JSON.stringify(made)}\n`);
    } else {
      const shown = (path: string) => relative(io.cwd, path) || path;
      io.stdout.write(
        `Made ${shown(made.video)}: ${made.width}×${made.height}, ${made.durationSeconds.toFixed(1)} s, in ${made.elapsedSeconds.toFixed(1)} s\n` +
          `  poster      ${shown(made.poster)}\n  storyboard  ${shown(made.storyboard)}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`reelsmith: ${error.message}\nSee: reelsmith --help\n`);
      return 2;
    }
    if (error instanceof EngineError) {
      io.stderr.write(`reelsmith: ${error.message} (${error.stage}: ${error.code})\n`);
      return error.code === 'CANCELLED' ? 130 : 1;
    }
    io.stderr.write(`reelsmith: ${(error as Error)?.stack ?? String(error)}\n`);
    return 1;
  }
}

async function render(command: RenderCommand, io: CliIo): Promise<Made> {
  const started = performance.now();
  const out = resolve(io.cwd, command.out);
  const poster = out.replace(/\.mp4$/i, '.jpg');
  const bar = createProgressBar(io.stderr);
  const onProgress = command.quiet ? undefined : (progress: { stage: string; percent: number }) => bar.update(progress);
  const tools: EngineTools = { ffmpegPath: io.env.FFMPEG_PATH || 'ffmpeg', espeakPath: io.env.ESPEAK_NG_PATH || 'espeak-ng' };
  const signal = io.signal;
  try {
    if (command.source.kind === 'storyboard') {
      const file = resolve(io.cwd, command.source.file);
      const storyboard = await readStoryboard(file);
      const video = await renderAd({
        storyboard,
        assetDir: dirname(file),
        format: command.format ?? '9:16',
        captions: command.captions,
        tools,
        videoPath: out,
        posterPath: poster,
        ...(signal ? { signal } : {}),
        ...(onProgress ? { onProgress: (fraction: number) => onProgress({ stage: 'render', percent: fraction * 100 }) } : {}),
      });
      return summary(video, file, started);
    }

    const facts = await productFacts(command, io);
    const assetDir = out.replace(/\.mp4$/i, '.assets');
    await clearOwnFolder(assetDir);
    const options: AdOptionsInput = {
      ...(command.format ? { format: command.format } : {}),
      ...(command.durationSeconds !== undefined ? { durationSeconds: command.durationSeconds } : {}),
      ...(command.seed !== undefined ? { seed: command.seed } : {}),
      ...(command.voice ? { voice: command.voice } : {}),
      ...(command.music ? { music: command.music === 'off' || command.music === 'bundled' ? command.music : { file: resolve(io.cwd, command.music) } } : {}),
      watermark: command.watermark,
      captions: command.captions,
    };
    try {
      const ad = await createAd({
        facts,
        options,
        providers: providersFor(command, io, tools),
        outputDir: assetDir,
        videoPath: out,
        posterPath: poster,
        ...(signal ? { signal } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
      return summary(ad, ad.storyboardPath, started);
    } catch (error) {
      // The engine removed what it wrote; the folder goes too when nothing else is in it.
      await rmdir(assetDir).catch(() => {});
      throw error;
    }
  } finally {
    bar.finish();
  }
}

function summary(video: { videoPath: string; posterPath: string; format: string; width: number; height: number; durationMs: number }, storyboard: string, started: number): Made {
  return {
    video: video.videoPath,
    poster: video.posterPath,
    storyboard,
    format: video.format,
    width: video.width,
    height: video.height,
    durationSeconds: video.durationMs / 1000,
    elapsedSeconds: Math.round(performance.now() - started) / 1000,
  };
}

/** The product of the command: a page, the example, a facts file, or a description with pictures. */
async function productFacts(command: RenderCommand, io: CliIo): Promise<ProductFactsInput> {
  const { cwd } = io;
  const images = command.images.map((image) => resolve(cwd, image));
  const { source } = command;
  let facts: ProductFactsInput;
  if (source.kind === 'url') {
    const { fetcher, browser } = pageReaderFrom(io.env, command.browser);
    const signal = io.signal ? { signal: io.signal } : {};
    const language = command.language ? { language: command.language } : {};
    const page = await readProductPage({ url: source.url, fetcher, browser, ...language, ...signal });
    // Pictures of the seller's own replace the page's: nothing to download then.
    facts = await factsFromPage({ page, fetcher, pictures: images, ...language, ...signal });
  } else if (source.kind === 'example') {
    facts = exampleFacts(command.language ?? 'en');
  } else if (source.kind === 'facts') {
    facts = await readFacts(resolve(cwd, source.file));
  } else if (source.kind === 'description') {
    facts = {
      name: source.name ?? shortLine(sentences(source.description)[0] ?? source.description, 60),
      description: source.description,
      images,
      language: command.language ?? 'en',
      ...(source.price ? { price: source.price } : {}),
      ...(source.oldPrice ? { old_price: source.oldPrice } : {}),
      ...(source.currency ? { currency: source.currency } : {}),
      ...(source.brand ? { brand: source.brand } : {}),
    };
  } else {
    throw new UsageError('a storyboard has no product facts');
  }
  return { ...facts, ...(images.length > 0 ? { images } : {}), ...(command.language ? { language: command.language } : {}) };
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new EngineError('input', 'INVALID_INPUT', `The ${what} ${file} cannot be read${code === 'ENOENT' ? ': there is no such file' : `: ${code ?? (error as Error).message}`}`, false);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new EngineError('input', 'INVALID_INPUT', `The ${what} ${file} is not valid JSON: ${(error as Error).message}`, false);
  }
}

/** A facts file: JSON, its picture paths read relative to the file. The engine checks the rest. */
async function readFacts(file: string): Promise<ProductFactsInput> {
  const json = await readJson(file, 'facts file');
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new EngineError('input', 'INVALID_INPUT', `The facts file ${file} must hold one JSON object`, false);
  }
  const facts = json as Record<string, unknown>;
  const images: unknown = Array.isArray(facts.images) ? facts.images.map((image: unknown) => (typeof image === 'string' && !isAbsolute(image) ? resolve(dirname(file), image) : image)) : facts.images;
  return { ...facts, images } as ProductFactsInput;
}

async function readStoryboard(file: string) {
  const parsed = storyboardSchema.safeParse(await readJson(file, 'storyboard'));
  if (!parsed.success) throw new EngineError('input', 'INVALID_INPUT', `The storyboard ${file} is not one Reelsmith made: ${z.prettifyError(parsed.error).split('\n')[0] ?? ''}`, false);
  return parsed.data;
}

/**
 * A render writes its assets to a folder named after the video. A folder made by an earlier render
 * (it holds a storyboard.json) is replaced; any other folder of that name is not ours to touch.
 */
async function clearOwnFolder(folder: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new EngineError('input', 'INVALID_INPUT', `${folder} cannot be used for the ad's assets: ${(error as NodeJS.ErrnoException).code ?? ''}`, false);
  }
  if (entries.length === 0) return;
  if (!entries.includes('storyboard.json')) {
    throw new EngineError('input', 'INVALID_INPUT', `${folder} exists and is not the asset folder of an earlier ad; choose another --out`, false);
  }
  await rm(folder, { recursive: true, force: true });
}

/** The script writer and voice: a language model and a speech API when configured, else the offline ones. */
function providersFor(command: RenderCommand, io: CliIo, tools: EngineTools): AdProviders {
  const logger: Logger = {
    info() {},
    warn(message, details) {
      const reason = typeof details?.reason === 'string' ? `: ${details.reason}` : '';
      io.stderr.write(`\nwarning: ${message}${reason}\n`);
    },
  };
  const providers: AdProviders = { logger, tools };
  if (command.offline) return providers;
  const env = io.env;
  const llmBaseURL = command.llm.baseURL ?? (env.LLM_BASE_URL || undefined);
  if (llmBaseURL || env.LLM_API_KEY) {
    providers.scriptWriter = createLlmScriptWriter({
      settings: {
        baseURL: llmBaseURL ?? 'https://api.openai.com/v1',
        apiKey: env.LLM_API_KEY || 'not-needed',
        model: command.llm.model ?? (env.LLM_MODEL || 'gpt-4o-mini'),
        timeoutMs: seconds(env.LLM_TIMEOUT_SECONDS, 'LLM_TIMEOUT_SECONDS', 30) * 1000,
      },
      logger,
    });
  }
  const ttsBaseURL = command.tts.baseURL ?? (env.TTS_BASE_URL || undefined);
  if (ttsBaseURL || env.TTS_API_KEY) {
    providers.voice = createOpenAiVoice({
      baseURL: ttsBaseURL ?? 'https://api.openai.com/v1',
      apiKey: env.TTS_API_KEY || 'not-needed',
      ...ttsModel(command.tts.model ?? env.TTS_MODEL),
      ...(env.TTS_VOICE ? { voice: env.TTS_VOICE } : {}),
    });
  }
  return providers;
}

function seconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > 600) throw new UsageError(`${name} must be a number of seconds from 1 to 600 (got "${value}")`);
  return number;
}

function ttsModel(model: string | undefined): { model?: string } {
  return model ? { model } : {};
}
