import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TOOLS, runFfmpeg, type EngineTools } from '../adapters/ffmpeg';
import { EngineError, asEngineError } from '../errors';
import { silentLogger, type Logger, type ProgressListener, type ScriptWriter, type Voice } from '../ports';
import { storyboardSchema, type AdFormat, type AdOptionsInput, type ImageSource, type ProductFactsInput, type Script, type Storyboard } from '../schema';
import { accentFromImage, prepareSourceImages, textColorOn } from '../stages/images/prepare-sources';
import { readImage } from '../stages/images/read-image';
import { startVisualsWorkers } from '../stages/render/prepare-visuals';
import { renderStoryboard, visualsRequestFor, type RenderedVideo } from '../stages/render/render-storyboard';
import type { Visuals } from '../stages/render/visuals';
import { captionChunks } from '../stages/storyboard/captions';
import { offlineScriptWriter } from '../stages/script/offline-writer';
import { atTempo, buildTimeline, imageFor, speechTempo, type SceneClip } from '../stages/storyboard/build-storyboard';
import { assembleNarration } from '../stages/voice/narration';
import { createEspeakVoice } from '../stages/voice/espeak-voice';
import { speakable } from '../stages/voice/speakable';
import { validateInput } from './validate-input';

const BUNDLED_MUSIC = fileURLToPath(new URL('../../assets/music/bright-loop.m4a', import.meta.url));
/** A script whose voice runs this much past the target loses benefits until it fits (never below two). */
const OVERRUN_ALLOWED = 1.15;

/** The providers an ad is made with; the offline ones when not given. */
export interface AdProviders {
  scriptWriter?: ScriptWriter;
  voice?: Voice;
  logger?: Logger;
  tools?: EngineTools;
}

/** What createAd produced: the video, its poster, and the storyboard to re-render it. */
export interface CreatedAd extends RenderedVideo {
  storyboard: Storyboard;
  storyboardPath: string;
  assetDir: string;
}

// Overall progress: where each stage starts and how much of the bar it takes.
const SPANS = { script: [0, 8], voice: [8, 20], storyboard: [20, 24], render: [24, 100] } as const;

/** Speaks each scene's narration into `voice-<i>.wav` (or the name given) in `workDir`, two at a time. */
export async function speakScenes(options: {
  script: Pick<Script, 'language'> & { scenes: readonly { narration: string }[] };
  voice: Voice;
  voiceName?: string;
  currency?: string;
  workDir: string;
  fileName?: (index: number) => string;
  signal?: AbortSignal;
  onDone?: (fraction: number) => void;
}): Promise<SceneClip[]> {
  const scenes = options.script.scenes;
  const clips: SceneClip[] = new Array<SceneClip>(scenes.length);
  let next = 0;
  let done = 0;
  // Two at a time: a voice process waits on its own work, and there are two cores.
  const speakNext = async (): Promise<void> => {
    for (let i = next++; i < scenes.length; i = next++) {
      options.signal?.throwIfAborted();
      const scene = scenes[i];
      if (!scene) return;
      try {
        const clip = await options.voice.synthesize({
          text: speakable(scene.narration, options.script.language, options.currency),
          language: options.script.language,
          ...(options.voiceName ? { voice: options.voiceName } : {}),
          outputPath: join(options.workDir, options.fileName?.(i) ?? `voice-${i}.wav`),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        clips[i] = { durationMs: clip.durationMs, ...(clip.spans ? { spans: clip.spans } : {}) };
      } catch (error) {
        throw asEngineError(error, 'voice', 'VOICE_FAILED', `The voice could not speak scene ${i + 1}`);
      }
      options.onDone?.(++done / scenes.length);
    }
  };
  await Promise.all([speakNext(), speakNext()]);
  return clips;
}

/** Drops benefits (the last first, keeping two) while the voice runs well past the target. */
function fitToTarget(script: Script, clips: SceneClip[], targetMs: number): { script: Script; clips: SceneClip[] } {
  const scenes = [...script.scenes];
  const kept = [...clips];
  const spoken = () => kept.reduce((sum, clip) => sum + clip.durationMs + 1200, 0);
  while (spoken() > targetMs * OVERRUN_ALLOWED && scenes.filter((s) => s.kind === 'benefit').length > 2) {
    const last = scenes.map((s) => s.kind).lastIndexOf('benefit');
    scenes.splice(last, 1);
    kept.splice(last, 1);
  }
  return { script: { ...script, scenes }, clips: kept };
}

/**
 * Makes an ad from product facts: script, voice, storyboard, then the video in the asked format.
 * Everything the storyboard needs (pictures, narration, music, logo) stays in `outputDir`, so
 * renderAd can make the other formats later without writing or voicing anything again. The ad's
 * pictures and cards are drawn in a process of their own while the voice speaks. Temporary files go
 * in a folder of their own, removed whatever happens; cancelling stops every program at once.
 */
export async function createAd(request: {
  facts: ProductFactsInput;
  options?: AdOptionsInput;
  providers?: AdProviders;
  outputDir: string;
  /** Where the video and poster go; ad-<format>.mp4 and poster-<format>.jpg in `outputDir` otherwise. */
  videoPath?: string;
  posterPath?: string;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}): Promise<CreatedAd> {
  const { facts, options } = validateInput(request.facts, request.options);
  const providers = request.providers ?? {};
  const tools = providers.tools ?? DEFAULT_TOOLS;
  const logger = providers.logger ?? silentLogger;
  const writer = providers.scriptWriter ?? offlineScriptWriter;
  const voice = providers.voice ?? createEspeakVoice({ espeakPath: tools.espeakPath });
  const signal = request.signal;
  const report = (stage: keyof typeof SPANS, fraction: number) => {
    const [from, to] = SPANS[stage];
    request.onProgress?.({ stage, percent: Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction))) });
  };

  await mkdir(request.outputDir, { recursive: true });
  const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-ad-'));
  const created: string[] = [];
  // The drawing process loads its modules while the script is written.
  const drawing = startVisualsWorkers(signal);
  let visuals: Promise<Visuals> | undefined;
  try {
    const imagesReady = prepareSourceImages({ images: facts.images, assetDir: request.outputDir });
    // Should the script fail first, the pictures' own failure must not go unhandled.
    imagesReady.catch(() => {});
    report('script', 0);
    const script = await writer.write({ facts, targetSeconds: options.durationSeconds, seed: options.seed, variables: options.variables, ...(signal ? { signal } : {}) });
    const images = await imagesReady;
    created.push(...images.map((image) => image.file));
    report('script', 1);
    logger.info('script written', { writer: script.writer, scenes: script.scenes.length });

    const logo = options.brand.logo ? await prepareLogo(options.brand.logo, request.outputDir) : null;
    if (logo) created.push(logo.file);
    const accent = options.brand.colors?.primary ?? (await accentFromImage(join(request.outputDir, images[0]?.file ?? '')));
    const theme = { accent, accentText: textColorOn(accent) };
    const product = { name: facts.name, ...(facts.brand ? { brand: facts.brand } : {}), ...(facts.url ? { url: facts.url } : {}), ...(facts.marketplace ? { marketplace: facts.marketplace } : {}) };
    // Music is not drawn: its file is named now, made after the drawing has started.
    const music = options.music === 'off' ? null : { file: 'music.m4a' };
    const assets = { images, narration: { file: 'narration.wav', durationMs: 1 }, music, logo };

    visuals = drawing.draw(
      visualsRequestFor({
        storyboard: { language: facts.language, theme, product, watermark: options.watermark, script, assets, scenes: script.scenes.map((scene, i) => ({ imageIndex: imageFor(scene.kind, i, images.length) })) },
        format: options.format,
        assetDir: request.outputDir,
        workDir,
        captions: options.captions ? script.scenes.flatMap((scene) => captionChunks(scene.narration)) : [],
      }),
    );
    visuals.catch(() => {});
    if (await prepareMusic({ choice: options.music, outputDir: request.outputDir, tools, ...(signal ? { signal } : {}) })) created.push('music.m4a');

    const spoken = await speakScenes({ script, voice, ...(options.voice ? { voiceName: options.voice } : {}), ...(facts.currency ? { currency: facts.currency } : {}), workDir, ...(signal ? { signal } : {}), onDone: (f) => report('voice', f * 0.7) });
    const fitted = fitToTarget(script, spoken, options.durationSeconds * 1000);
    // Scenes kept, by their index in the script as written (only the last benefits are ever dropped).
    const kept = fitted.script.scenes.map((scene) => script.scenes.indexOf(scene));
    // Still too long: the voice speaks a little faster (pitch kept), at most MAX_TEMPO.
    const tempo = speechTempo({ script: fitted.script, clips: fitted.clips, targetMs: options.durationSeconds * 1000 });
    if (tempo !== 1) logger.info('the voice speaks faster to fit the target length', { tempo });
    const timeline = buildTimeline({ script: fitted.script, clips: atTempo(fitted.clips, tempo), targetMs: options.durationSeconds * 1000, imageCount: images.length, seed: options.seed });
    await assembleNarration({
      tools,
      clips: kept.map((original, i) => ({ path: join(workDir, `voice-${original}.wav`), startMs: timeline.clipStartsMs[i] ?? 0 })),
      durationMs: timeline.durationMs,
      outputPath: join(request.outputDir, 'narration.wav'),
      tempo,
      ...(signal ? { signal } : {}),
    });
    created.push('narration.wav');
    report('voice', 1);

    const storyboard = storyboardSchema.parse({
      version: 1,
      language: facts.language,
      seed: options.seed,
      durationMs: timeline.durationMs,
      script: fitted.script,
      product,
      assets: { ...assets, narration: { file: 'narration.wav', durationMs: timeline.durationMs } },
      theme,
      scenes: timeline.scenes,
      captions: timeline.captions,
      watermark: options.watermark,
    });
    const storyboardPath = join(request.outputDir, 'storyboard.json');
    await writeFile(storyboardPath, `${JSON.stringify(storyboard, null, 2)}\n`);
    created.push('storyboard.json');
    report('storyboard', 1);

    const ready = await visuals;
    const rendered = await renderAd({
      storyboard,
      assetDir: request.outputDir,
      format: options.format,
      captions: options.captions,
      tools,
      ...(signal ? { signal } : {}),
      onProgress: (fraction) => report('render', fraction),
      workDir,
      ...(request.videoPath ? { videoPath: request.videoPath } : {}),
      ...(request.posterPath ? { posterPath: request.posterPath } : {}),
      visuals: { ...ready, frames: kept.map((i) => ready.frames[i] ?? ''), cards: kept.flatMap((i) => (ready.cards[i] ? [ready.cards[i]] : [])) },
    });
    logger.info('ad rendered', { format: rendered.format, durationMs: rendered.durationMs });
    return { ...rendered, storyboard, storyboardPath, assetDir: request.outputDir };
  } catch (error) {
    // The drawing process ends with no work, or is stopped by the same signal; wait for it.
    drawing.release();
    await visuals?.catch(() => {});
    // What this run wrote into the output folder goes too: a half-made ad is not kept.
    await Promise.all(created.map((file) => rm(join(request.outputDir, file), { force: true })));
    if (signal?.aborted && !(error instanceof EngineError && error.code === 'CANCELLED')) {
      throw new EngineError('render', 'CANCELLED', 'The ad was cancelled', false, { cause: error });
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The music bed as the storyboard keeps it (music.m4a), or none. */
export async function prepareMusic(options: { choice: 'off' | 'bundled' | { file: string }; outputDir: string; tools: EngineTools; signal?: AbortSignal }): Promise<{ file: string } | null> {
  if (options.choice === 'off') return null;
  const file = 'music.m4a';
  if (options.choice === 'bundled') {
    await copyFile(BUNDLED_MUSIC, join(options.outputDir, file));
    return { file };
  }
  // A user's file: re-encoded once, which also proves it holds audio.
  try {
    await runFfmpeg({
      tools: options.tools,
      args: ['-loglevel', 'error', '-y', '-i', options.choice.file, '-map', '0:a:0', '-vn', '-ac', '2', '-ar', '48000', '-af', 'loudnorm=I=-18:TP=-2:LRA=11', '-c:a', 'aac', '-b:a', '128k', join(options.outputDir, file)],
      stage: 'storyboard',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw asEngineError(error, 'storyboard', 'INVALID_INPUT', 'The music file could not be used');
  }
  return { file };
}

/** The brand's logo as the storyboard keeps it (logo.png). */
export async function prepareLogo(source: ImageSource, outputDir: string): Promise<{ file: string }> {
  const { image } = await readImage(source, 'The logo');
  const file = 'logo.png';
  await image.resize(600, 300, { fit: 'inside', withoutEnlargement: true }).png().toFile(join(outputDir, file));
  return { file };
}

/**
 * Renders a storyboard again, in any format, from its asset folder: no script, no voice, no charge.
 */
export async function renderAd(request: {
  storyboard: Storyboard;
  assetDir: string;
  format: AdFormat;
  captions?: boolean;
  tools?: EngineTools;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** A scratch folder of the caller's; a private one is made and removed otherwise. */
  workDir?: string;
  /** Where the video and poster go; ad-<format>.mp4 and poster-<format>.jpg in the asset folder otherwise. */
  videoPath?: string;
  posterPath?: string;
  /** Visuals prepared already; drawn here otherwise. */
  visuals?: Visuals;
}): Promise<RenderedVideo> {
  const storyboard = storyboardSchema.parse(request.storyboard);
  const workDir = request.workDir ?? (await mkdtemp(join(tmpdir(), 'reelsmith-render-')));
  const slug = request.format.replace(':', 'x');
  const videoPath = request.videoPath ?? join(request.assetDir, `ad-${slug}.mp4`);
  const posterPath = request.posterPath ?? join(request.assetDir, `poster-${slug}.jpg`);
  try {
    return await renderStoryboard({
      storyboard,
      assetDir: request.assetDir,
      format: request.format,
      videoPath,
      posterPath,
      workDir,
      tools: request.tools ?? DEFAULT_TOOLS,
      ...(request.captions === undefined ? {} : { captions: request.captions }),
      ...(request.visuals ? { visuals: Promise.resolve(request.visuals) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    });
  } catch (error) {
    await Promise.all([rm(videoPath, { force: true }), rm(posterPath, { force: true })]);
    throw error;
  } finally {
    if (!request.workDir) await rm(workDir, { recursive: true, force: true });
  }
}
