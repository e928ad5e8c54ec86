import type { SpokenSpan } from '../../ports';
import { TRANSITIONS, type Caption, type Motion, type Script, type SceneKind, type StoryboardScene } from '../../schema';
import { createRandom } from '../script/random';
import { captionChunks, timeChunks } from './captions';

/** Silence before the voice starts in a scene. */
export const LEAD_IN_MS = 300;
/** Silence after the voice ends, before the scene starts to cross-fade into the next. */
export const TAIL_MS = 450;
/** Length of the cross-fade between two scenes. */
export const TRANSITION_MS = 500;
const MIN_SCENE_MS: Record<SceneKind, number> = { hook: 2600, benefit: 2800, offer: 3000, cta: 4200 };
/** The fastest the voice is sped up to fit the target: quicker, but still natural speech. */
export const MAX_TEMPO = 1.2;
/** The end card may grow by this much to reach the target length, before the other scenes do. */
const END_CARD_EXTRA_MS = 2500;

/** A spoken clip of one scene. */
export interface SceneClip {
  durationMs: number;
  spans?: readonly SpokenSpan[];
}

/** The timeline: scenes, captions, and where each scene's clip goes on the narration track. */
export interface Timeline {
  durationMs: number;
  scenes: StoryboardScene[];
  captions: Caption[];
  clipStartsMs: number[];
}

function motionFor(kind: SceneKind, index: number, seed: number): Motion {
  const random = createRandom(seed, `motion-${index}`);
  if (kind === 'hook') return random.next() < 0.7 ? { kind: 'zoom', from: 1, to: 1.12 } : { kind: 'zoom', from: 1.12, to: 1 };
  // Pans travel across the free room of the oversized picture: corner to corner or side to side.
  const paths: [number, number, number, number][] = [
    [0, 0.5, 1, 0.5],
    [1, 0.5, 0, 0.5],
    [0.5, 0, 0.5, 1],
    [0.5, 1, 0.5, 0],
    [0, 0, 1, 1],
    [1, 1, 0, 0],
  ];
  const [fx, fy, tx, ty] = random.pick(paths);
  return { kind: 'pan', from: { x: fx, y: fy }, to: { x: tx, y: ty } };
}

/** Which picture a scene shows: the first for hook and end card, the others in turn for the rest. */
export function imageFor(kind: SceneKind, order: number, imageCount: number): number {
  if (kind === 'hook' || kind === 'cta' || imageCount === 1) return 0;
  if (kind === 'offer') return imageCount - 1;
  return 1 + ((order - 1) % (imageCount - 1));
}

function sceneDurations(script: Script, clips: readonly SceneClip[]): number[] {
  const count = script.scenes.length;
  return script.scenes.map((scene, i) => {
    const transition = i < count - 1 ? TRANSITION_MS : 0;
    return Math.max(MIN_SCENE_MS[scene.kind], LEAD_IN_MS + (clips[i]?.durationMs ?? 0) + TAIL_MS) + transition;
  });
}

function timelineLength(durations: readonly number[]): number {
  return durations.reduce((a, b) => a + b, 0) - TRANSITION_MS * (durations.length - 1);
}

/**
 * How much faster the voice should speak for the ad to end near its target: 1 when it fits (3 %
 * over is fine), else the smallest speed-up that fits, at most MAX_TEMPO.
 */
export function speechTempo(options: { script: Script; clips: readonly SceneClip[]; targetMs: number }): number {
  const { script, clips, targetMs } = options;
  for (let tempo = 1; tempo < MAX_TEMPO; tempo = Math.round((tempo + 0.01) * 100) / 100) {
    const faster = clips.map((clip) => ({ durationMs: clip.durationMs / tempo }));
    if (timelineLength(sceneDurations(script, faster)) <= targetMs * 1.03) return tempo;
  }
  return MAX_TEMPO;
}

/** The clips as they are when spoken `tempo` times faster. */
export function atTempo(clips: readonly SceneClip[], tempo: number): SceneClip[] {
  if (tempo === 1) return [...clips];
  return clips.map((clip) => ({
    durationMs: Math.round(clip.durationMs / tempo),
    ...(clip.spans ? { spans: clip.spans.map((span) => ({ text: span.text, startMs: Math.round(span.startMs / tempo), endMs: Math.round(span.endMs / tempo) })) } : {}),
  }));
}

/**
 * Lays the scenes out on a timeline fitted to the narration: each scene lasts its voice plus a lead-in
 * and a tail (at least its minimum), neighbours cross-fade, and when the voice is shorter than the
 * target the end card, then every scene, grows to reach it.
 */
export function buildTimeline(options: { script: Script; clips: readonly SceneClip[]; targetMs: number; imageCount: number; seed: number }): Timeline {
  const { script, clips, targetMs, imageCount, seed } = options;
  const count = script.scenes.length;
  const durations = sceneDurations(script, clips);
  const total = () => timelineLength(durations);
  let missing = targetMs - total();
  if (missing > 0) {
    const endExtra = Math.min(missing, END_CARD_EXTRA_MS);
    durations[count - 1] = (durations[count - 1] ?? 0) + endExtra;
    missing -= endExtra;
    for (let i = 0; i < count && missing > 0; i++) {
      const share = Math.ceil(missing / (count - i));
      durations[i] = (durations[i] ?? 0) + share;
      missing -= share;
    }
  }
  // Whole frames at 30 fps, so every format cuts scenes at the same instants.
  const frame = 1000 / 30;
  const rounded = durations.map((d) => Math.round(Math.round(d / frame) * frame));
  const scenes: StoryboardScene[] = [];
  const captions: Caption[] = [];
  const clipStartsMs: number[] = [];
  const random = createRandom(seed, 'transitions');
  let start = 0;
  script.scenes.forEach((scene, i) => {
    const durationMs = rounded[i] ?? 0;
    const clipMs = clips[i]?.durationMs ?? 0;
    const narrationStartMs = LEAD_IN_MS;
    const narrationEndMs = LEAD_IN_MS + clipMs;
    scenes.push({
      index: i,
      kind: scene.kind,
      startMs: start,
      durationMs,
      imageIndex: imageFor(scene.kind, i, imageCount),
      motion: motionFor(scene.kind, i, seed),
      transitionInMs: i === 0 ? 0 : TRANSITION_MS,
      transition: i === 0 ? 'fade' : random.pick(TRANSITIONS),
      narrationStartMs,
      narrationEndMs,
    });
    clipStartsMs.push(start + LEAD_IN_MS);
    const sceneEnd = start + durationMs - (i < count - 1 ? TRANSITION_MS : 0);
    const pieces = timeChunks(captionChunks(scene.narration), clipMs, clips[i]?.spans);
    pieces.forEach((piece, p) => {
      const startMs = start + LEAD_IN_MS + piece.startMs;
      const next = pieces[p + 1];
      // A caption stays a moment after its words, but never over the next one or the transition.
      const endMs = Math.min(sceneEnd, start + LEAD_IN_MS + (next ? next.startMs : piece.endMs + 200));
      if (endMs > startMs) captions.push({ sceneIndex: i, startMs, endMs, text: piece.text });
    });
    start += durationMs - (i < count - 1 ? TRANSITION_MS : 0);
  });
  return { durationMs: start, scenes, captions, clipStartsMs };
}
