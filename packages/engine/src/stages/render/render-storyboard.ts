import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';
import type { AdFormat, EngineLanguage, Storyboard, StoryboardScene } from '../../schema';
import { TRANSITION_MS } from '../storyboard/build-storyboard';
import { FPS, buildFfmpegArgs, planSeconds, type PlannedOverlay, type PlannedScene, type RenderPlan } from './filter-graph';
import { frameSize, prepareFrame, type FrameLook } from './frames';
import { layoutFor, type FormatLayout } from './layout';
import { benefitDrawing, captionDrawing, endDrawing, hookDrawing, offerDrawing, watermarkDrawing, type OverlayDrawing, type Theme } from './overlays/cards';
import { renderPng } from './overlays/element';

const WATERMARK_LABEL: Record<EngineLanguage, string> = { en: 'Made with Reelsmith', es: 'Hecho con Reelsmith', 'pt-BR': 'Feito com Reelsmith' };
const LOOKS: Record<StoryboardScene['kind'], FrameLook> = { hook: 'top-scrim', benefit: 'soft', offer: 'dim', cta: 'blur' };
// The bed sits well under the voice; the sidechain ducks it further while someone speaks.
const MUSIC_GAIN_DB = -9;

/** A rendered video. */
export interface RenderedVideo {
  videoPath: string;
  posterPath: string;
  format: AdFormat;
  width: number;
  height: number;
  durationMs: number;
}

const frames = (ms: number) => Math.round((ms * FPS) / 1000);

async function drawOverlay(drawing: OverlayDrawing, path: string): Promise<{ png: string; x: number; y: number }> {
  await writeFile(path, await renderPng(drawing.element, drawing.box.width, drawing.box.height));
  return { png: path, x: drawing.box.x, y: drawing.box.y };
}

async function sceneOverlays(options: { storyboard: Storyboard; scene: StoryboardScene; layout: FormatLayout; theme: Theme; assetDir: string; workDir: string; captions: boolean }): Promise<PlannedOverlay[]> {
  const { storyboard, scene, layout, theme, assetDir, workDir } = options;
  const script = storyboard.script.scenes[scene.index];
  if (!script) throw new EngineError('render', 'RENDER_FAILED', `storyboard scene ${scene.index} has no script scene`, false);
  const end = scene.durationMs / 1000;
  const path = (name: string) => join(workDir, `overlay-${layout.format.replace(':', 'x')}-${scene.index}-${name}.png`);
  const overlays: PlannedOverlay[] = [];
  const card = async (drawing: OverlayDrawing, enter: PlannedOverlay['enter'], startSec: number) =>
    overlays.push({ ...(await drawOverlay(drawing, path('card'))), startSec, endSec: end, enter });

  if (scene.kind === 'hook') {
    await card(hookDrawing({ title: script.title, ...(script.subtitle ? { subtitle: script.subtitle } : {}), layout, theme }), 'slide-up', 0.25);
  } else if (scene.kind === 'benefit') {
    const number = storyboard.scenes.filter((s) => s.kind === 'benefit' && s.index <= scene.index).length;
    await card(benefitDrawing({ number, title: script.title, layout, theme }), 'slide-right', 0.35);
  } else if (scene.kind === 'offer') {
    const offer = script.offer ?? { price: script.title };
    await card(
      offerDrawing({ price: offer.price, ...(script.subtitle ? { oldPriceLabel: script.subtitle } : {}), ...(offer.discountPercent ? { discountPercent: offer.discountPercent } : {}), layout, theme }),
      'slide-up',
      0.3,
    );
  } else {
    const logo = storyboard.assets.logo ? await logoFor(join(assetDir, storyboard.assets.logo.file)) : undefined;
    const hookTitle = storyboard.script.scenes[0]?.title ?? storyboard.product.name;
    await card(
      await endDrawing({ productName: hookTitle, cta: script.title, ...(script.subtitle ? { address: script.subtitle } : {}), ...(storyboard.product.url ? { url: storyboard.product.url } : {}), ...(logo ? { logo } : {}), layout, theme }),
      'slide-up',
      0.2,
    );
  }
  if (options.captions) {
    const captions = storyboard.captions.filter((c) => c.sceneIndex === scene.index);
    for (const [i, caption] of captions.entries()) {
      const drawn = await drawOverlay(captionDrawing({ text: caption.text, layout }), path(`caption-${i}`));
      overlays.push({ ...drawn, startSec: (caption.startMs - scene.startMs) / 1000, endSec: (caption.endMs - scene.startMs) / 1000, enter: 'none' });
    }
  }
  return overlays;
}

async function logoFor(path: string): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(path).png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Renders a storyboard in one format: the scenes' pictures prepared for the format, the cards and
 * captions drawn, then one ffmpeg run for the whole video, and a poster from its opening.
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
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<RenderedVideo> {
  const { storyboard, assetDir, format, workDir, tools, signal } = options;
  const layout = layoutFor(format);
  const theme: Theme = storyboard.theme;
  const size = frameSize(layout);
  const slug = format.replace(':', 'x');

  // Pictures (sharp's thread pool) and cards (satori, on this thread) are prepared side by side.
  const framePaths = new Map<string, Promise<string>>();
  const frameFor = (scene: StoryboardScene) => {
    const image = storyboard.assets.images[scene.imageIndex] ?? storyboard.assets.images[0];
    if (!image) throw new EngineError('render', 'RENDER_FAILED', 'the storyboard has no pictures', false);
    const look = LOOKS[scene.kind];
    const key = `${scene.imageIndex}-${look}`;
    let path = framePaths.get(key);
    if (!path) {
      const outputPath = join(workDir, `frame-${slug}-${key}.jpg`);
      path = prepareFrame({ sourcePath: join(assetDir, image.file), layout, look, outputPath }).then(() => outputPath);
      framePaths.set(key, path);
    }
    return path;
  };
  const preparedFrames = Promise.all(storyboard.scenes.map(frameFor));
  const overlays: PlannedOverlay[][] = [];
  for (const scene of storyboard.scenes) {
    signal?.throwIfAborted();
    overlays.push(await sceneOverlays({ storyboard, scene, layout, theme, assetDir, workDir, captions: options.captions ?? true }));
  }
  const watermark = storyboard.watermark ? await drawOverlay(watermarkDrawing({ layout, label: WATERMARK_LABEL[storyboard.language] }), join(workDir, `watermark-${slug}.png`)) : undefined;
  const framesReady = await preparedFrames;
  options.onProgress?.(0.1);

  const scenes: PlannedScene[] = storyboard.scenes.map((scene, i) => ({
    frame: framesReady[i] ?? '',
    frameWidth: size.width,
    frameHeight: size.height,
    frames: frames(scene.durationMs),
    motion: scene.motion,
    transition: scene.transition,
    overlays: overlays[i] ?? [],
  }));
  const plan: RenderPlan = {
    format,
    width: layout.width,
    height: layout.height,
    transitionFrames: frames(TRANSITION_MS),
    scenes,
    ...(watermark ? { watermark } : {}),
    narration: join(assetDir, storyboard.assets.narration.file),
    ...(storyboard.assets.music ? { music: { path: join(assetDir, storyboard.assets.music.file), gainDb: MUSIC_GAIN_DB } } : {}),
    output: options.videoPath,
    encoder: { preset: 'veryfast', crf: 21 },
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
  // The poster: the opening, once the headline has slid in.
  const posterAt = Math.min(1.4, (storyboard.scenes[0]?.durationMs ?? 2000) / 1000 - 0.3);
  await runFfmpeg({ tools, args: ['-loglevel', 'error', '-y', '-ss', posterAt.toFixed(2), '-i', options.videoPath, '-frames:v', '1', '-q:v', '3', options.posterPath], stage: 'render', ...(signal ? { signal } : {}) });
  options.onProgress?.(1);
  return { videoPath: options.videoPath, posterPath: options.posterPath, format, width: layout.width, height: layout.height, durationMs };
}
