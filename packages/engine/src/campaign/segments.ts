import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type EngineTools } from '../adapters/ffmpeg';
import type { AdFormat, EngineLanguage, Motion, Script, SceneKind } from '../schema';
import { AD_ENCODER, FPS, buildSegmentArgs, type VideoPlan } from '../stages/render/filter-graph';
import { layoutFor } from '../stages/render/layout';
import type { Theme } from '../stages/render/overlays/cards';
import { planScenes } from '../stages/render/render-storyboard';
import type { Drawings, VisualsRequest } from '../stages/render/visuals';
import { TRANSITION_MS, buildTimeline, type SceneClip } from '../stages/storyboard/build-storyboard';

/** The dip through black where two segments meet, on each side of the cut. */
export const JOIN_DIP_SECONDS = 0.2;

const STILL: Motion = { kind: 'zoom', from: 1.04, to: 1.04 };

/** Whole frames of a length in milliseconds. */
export const framesOf = (ms: number) => Math.round((ms * FPS) / 1000);
/** Milliseconds of a number of frames. */
export const msOfFrames = (frames: number) => Math.round((frames * 1000) / FPS);

/** Draws cards, captions and watermark for a request (satori, in this process or another). */
export type DrawCards = (request: VisualsRequest) => Promise<Drawings>;

/** A scene of a segment with its texts filled in and its picture prepared. */
export interface SegmentScene {
  kind: SceneKind;
  title: string;
  subtitle?: string;
  narration: string;
  imageIndex: number;
  /** The prepared picture (absolute path). */
  frame: string;
}

/** What every segment of a campaign shares: its look, its language, and where it sits in the video. */
export interface SegmentLook {
  format: AdFormat;
  language: EngineLanguage;
  theme: Theme;
  headline: string;
  link?: string;
  /** The logo, as a file of `assetDir`. */
  logoFile?: string;
  assetDir: string;
  watermark: boolean;
  captions: boolean;
  seed: number;
}

/** A segment ready for ffmpeg: its plan, its length in frames, and where its voice clips start. */
export interface PlannedSegment {
  plan: VideoPlan;
  frames: number;
  clipStartsMs: number[];
}

/**
 * Lays out a run of scenes as one segment: the timeline fitted to its voice clips (neighbours
 * cross-fade as in any ad), its cards and captions drawn into `workDir`, the picture planned. The
 * segment opens with a dip from black unless it opens the video, and closes with one unless it ends
 * it (then with the ad's usual fade out).
 */
export async function planSegment(options: {
  scenes: readonly SegmentScene[];
  clips: readonly SceneClip[];
  look: SegmentLook;
  /** Which segment of the video this is: its motions and transitions vary with it. */
  position: { index: number; first: boolean; last: boolean };
  workDir: string;
  output: string;
  posterPath?: string;
  /**
   * Pictures held still, and frames that repeat the one before left out: only the moments when a
   * card or caption moves are encoded. For segments made per recipient.
   */
  still?: boolean;
  draw: DrawCards;
}): Promise<PlannedSegment> {
  const { scenes, clips, look, position } = options;
  const script: Script = { language: look.language, writer: 'offline', scenes: scenes.map(({ kind, title, subtitle, narration }) => ({ kind, title, narration, ...(subtitle ? { subtitle } : {}) })) };
  const timeline = buildTimeline({ script, clips, targetMs: 0, imageCount: 1, seed: look.seed + position.index * 7919 });
  const timelineScenes = timeline.scenes.map((scene, i) => ({ ...scene, imageIndex: scenes[i]?.imageIndex ?? 0, ...(options.still ? { motion: STILL } : {}) }));
  await mkdir(options.workDir, { recursive: true });
  const drawn = await options.draw({
    format: look.format,
    assetDir: look.assetDir,
    workDir: options.workDir,
    language: look.language,
    theme: look.theme,
    images: [],
    ...(look.logoFile ? { logoFile: look.logoFile } : {}),
    productName: look.headline,
    ...(look.link ? { productUrl: look.link } : {}),
    watermark: look.watermark,
    scenes: scenes.map(({ kind, title, subtitle, imageIndex }) => ({ kind, title, imageIndex, ...(subtitle ? { subtitle } : {}) })),
    endTitle: look.headline,
    offerSubtitleAsNote: true,
    captions: look.captions ? timeline.captions.map((caption) => caption.text) : [],
  });
  const planned = planScenes({ scenes: timelineScenes, captions: look.captions ? timeline.captions : [], visuals: { ...drawn, frames: scenes.map((scene) => scene.frame) }, format: look.format });
  const transitionFrames = framesOf(TRANSITION_MS);
  const frames = planned.reduce((sum, scene) => sum + scene.frames, 0) - transitionFrames * (planned.length - 1);
  const layout = layoutFor(look.format);
  const firstMs = timelineScenes[0]?.durationMs ?? 2000;
  const plan: VideoPlan = {
    width: layout.width,
    height: layout.height,
    transitionFrames,
    scenes: planned,
    ...(drawn.watermark ? { watermark: drawn.watermark } : {}),
    output: options.output,
    ...(options.posterPath ? { poster: { path: options.posterPath, atFrame: framesOf(Math.min(1400, firstMs - 300)) } } : {}),
    encoder: AD_ENCODER,
    ...(position.first ? {} : { fadeInSeconds: JOIN_DIP_SECONDS }),
    ...(position.last ? {} : { fadeOutSeconds: JOIN_DIP_SECONDS }),
    ...(options.still ? { dropRepeats: true } : {}),
  };
  return { plan, frames, clipStartsMs: timeline.clipStartsMs };
}

/** Encodes a planned segment: a silent MP4 that joins its neighbours without re-encoding. */
export async function encodeSegment(segment: PlannedSegment, tools: EngineTools, signal?: AbortSignal): Promise<void> {
  await runFfmpeg({ tools, args: buildSegmentArgs(segment.plan), stage: 'render', ...(signal ? { signal } : {}) });
}

/** Folder names of a segment's drawings. */
export const segmentWorkDir = (workDir: string, index: number) => join(workDir, `segment-${index}`);
