import { join } from 'node:path';
import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';
import type { AdFormat, Caption, Storyboard, StoryboardScene } from '../../schema';
import { TRANSITION_MS } from '../storyboard/build-storyboard';
import { AD_ENCODER, FPS, buildFfmpegArgs, planSeconds, type PlannedOverlay, type PlannedScene, type RenderPlan } from './filter-graph';
import { layoutFor } from './layout';
import { prepareVisualsApart } from './prepare-visuals';
import { preparedFrameSize, type Visuals, type VisualsRequest } from './visuals';

// The bed sits well under the voice; the sidechain ducks it further while someone speaks.
export const MUSIC_GAIN_DB = -9;
// When each card arrives in its scene, and how.
const CARD_ENTRANCE: Record<Storyboard['scenes'][number]['kind'], { at: number; enter: PlannedOverlay['enter'] }> = {
  hook: { at: 0.25, enter: 'slide-up' },
  benefit: { at: 0.35, enter: 'slide-right' },
  offer: { at: 0.3, enter: 'slide-up' },
  cta: { at: 0.2, enter: 'slide-up' },
};

/** A rendered video. */
export interface RenderedVideo {
  videoPath: string;
  posterPath: string;
  format: AdFormat;
  width: number;
  height: number;
  durationMs: number;
}

/** What the visuals of a storyboard's render are: its scenes' texts and pictures, without timings. */
export function visualsRequestFor(options: { storyboard: Pick<Storyboard, 'language' | 'theme' | 'assets' | 'product' | 'watermark' | 'script'> & { scenes: readonly { imageIndex: number }[] }; format: AdFormat; assetDir: string; workDir: string; captions: readonly string[] }): VisualsRequest {
  const { storyboard } = options;
  return {
    format: options.format,
    assetDir: options.assetDir,
    workDir: options.workDir,
    language: storyboard.language,
    theme: storyboard.theme,
    images: storyboard.assets.images.map((image) => image.file),
    ...(storyboard.assets.logo ? { logoFile: storyboard.assets.logo.file } : {}),
    productName: storyboard.product.name,
    ...(storyboard.product.url ? { productUrl: storyboard.product.url } : {}),
    watermark: storyboard.watermark,
    scenes: storyboard.script.scenes.map((scene, i) => ({
      kind: scene.kind,
      title: scene.title,
      ...(scene.subtitle ? { subtitle: scene.subtitle } : {}),
      ...(scene.offer ? { offer: scene.offer } : {}),
      imageIndex: storyboard.scenes[i]?.imageIndex ?? 0,
    })),
    captions: options.captions,
  };
}

const frames = (ms: number) => Math.round((ms * FPS) / 1000);

/**
 * The scenes of a timeline as ffmpeg draws them: each scene's picture, its card arriving as its kind
 * does, and its captions at their times (times on the timeline given; scenes' starts included).
 */
export function planScenes(options: { scenes: readonly StoryboardScene[]; captions: readonly Caption[]; visuals: Visuals; format: AdFormat }): PlannedScene[] {
  const { visuals } = options;
  const size = preparedFrameSize(options.format);
  return options.scenes.map((scene, i) => {
    const card = visuals.cards[i];
    const frame = visuals.frames[i];
    if (!card || !frame) throw new EngineError('render', 'RENDER_FAILED', `scene ${i + 1} has no prepared picture`, false);
    const entrance = CARD_ENTRANCE[scene.kind];
    const overlays: PlannedOverlay[] = [{ ...card, startSec: entrance.at, endSec: scene.durationMs / 1000, enter: entrance.enter }];
    for (const caption of options.captions.filter((c) => c.sceneIndex === scene.index)) {
      const drawn = visuals.captions[caption.text];
      if (drawn) overlays.push({ ...drawn, startSec: (caption.startMs - scene.startMs) / 1000, endSec: (caption.endMs - scene.startMs) / 1000, enter: 'none' });
    }
    return { frame, frameWidth: size.width, frameHeight: size.height, frames: frames(scene.durationMs), motion: scene.motion, transition: scene.transition, overlays };
  });
}

/**
 * Renders a storyboard in one format: its visuals (given, or prepared in a child process), then one
 * ffmpeg run for the whole video, and a poster from its opening.
 */
export async function renderStoryboard(options: {
  storyboard: Storyboard;
  assetDir: string;
  format: AdFormat;
  videoPath: string;
  posterPath: string;
  workDir: string;
  tools: EngineTools;
  captions?: boolean;
  /** Visuals already being prepared (createAd starts them while the voice speaks). */
  visuals?: Promise<Visuals>;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<RenderedVideo> {
  const { storyboard, assetDir, format, workDir, tools, signal } = options;
  const showCaptions = options.captions ?? true;
  const layout = layoutFor(format);
  const visuals = await (options.visuals ??
    prepareVisualsApart(visualsRequestFor({ storyboard, format, assetDir, workDir, captions: showCaptions ? storyboard.captions.map((c) => c.text) : [] }), signal));
  options.onProgress?.(0.1);

  const scenes = planScenes({ scenes: storyboard.scenes, captions: showCaptions ? storyboard.captions : [], visuals, format });
  const plan: RenderPlan = {
    format,
    width: layout.width,
    height: layout.height,
    transitionFrames: frames(TRANSITION_MS),
    scenes,
    ...(visuals.watermark ? { watermark: visuals.watermark } : {}),
    narration: join(assetDir, storyboard.assets.narration.file),
    ...(storyboard.assets.music ? { music: { path: join(assetDir, storyboard.assets.music.file), gainDb: MUSIC_GAIN_DB } } : {}),
    output: options.videoPath,
    // The poster: the opening, once the headline has slid in.
    poster: { path: options.posterPath, atFrame: frames(Math.min(1400, (storyboard.scenes[0]?.durationMs ?? 2000) - 300)) },
    encoder: AD_ENCODER,
  };
  const durationMs = Math.round(planSeconds(plan) * 1000);
  await runFfmpeg({
    tools,
    args: buildFfmpegArgs(plan),
    stage: 'render',
    expectedDurationMs: durationMs,
    onProgress: (fraction) => options.onProgress?.(0.1 + fraction * 0.88),
    ...(signal ? { signal } : {}),
  });
  options.onProgress?.(1);
  return { videoPath: options.videoPath, posterPath: options.posterPath, format, width: layout.width, height: layout.height, durationMs };
}
