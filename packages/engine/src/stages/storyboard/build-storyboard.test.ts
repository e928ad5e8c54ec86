import { describe, expect, it } from 'vitest';
import type { Script } from '../../schema';
import { LEAD_IN_MS, MAX_TEMPO, TRANSITION_MS, atTempo, buildTimeline, speechTempo } from './build-storyboard';
import { MAX_CAPTION_CHARS, captionChunks, timeChunks } from './captions';

const script: Script = {
  language: 'en',
  writer: 'offline',
  scenes: [
    { kind: 'hook', title: 'Aurora Lamp', narration: 'Meet the Aurora desk lamp. It lights your whole desk evenly, without glare or harsh shadows.' },
    { kind: 'benefit', title: 'Folds flat', narration: 'Its arm folds flat when you travel.' },
    { kind: 'benefit', title: 'Five levels', narration: 'Plus, a touch dimmer gives you five levels of warm or cool light.' },
    { kind: 'offer', title: '$49', narration: 'And it is only 49 dollars.', offer: { price: '$49' } },
    { kind: 'cta', title: 'Shop now', narration: 'Tap the link and order yours today.' },
  ],
};
const clips = [{ durationMs: 5200 }, { durationMs: 2100 }, { durationMs: 3900 }, { durationMs: 1800 }, { durationMs: 2200 }];

describe('buildTimeline', () => {
  it('fits the scenes to the voice and reaches the target length', () => {
    const timeline = buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed: 1 });
    expect(Math.abs(timeline.durationMs - 30_000)).toBeLessThanOrEqual(40);
    for (const [i, scene] of timeline.scenes.entries()) {
      // The voice fits inside its scene, before the cross-fade to the next.
      const usable = scene.durationMs - (i < timeline.scenes.length - 1 ? TRANSITION_MS : 0);
      expect(scene.narrationEndMs).toBeLessThan(usable);
      expect(timeline.clipStartsMs[i]).toBe(scene.startMs + LEAD_IN_MS);
      // Scenes cut on whole frames.
      expect(Math.abs(scene.durationMs / (1000 / 30) - Math.round(scene.durationMs / (1000 / 30)))).toBeLessThan(0.05);
    }
    const last = timeline.scenes.at(-1);
    expect((last?.startMs ?? 0) + (last?.durationMs ?? 0)).toBe(timeline.durationMs);
    expect(timeline.scenes.map((s) => s.transitionInMs)).toEqual([0, 500, 500, 500, 500]);
  });

  it('runs longer than the target rather than cut the voice', () => {
    const timeline = buildTimeline({ script, clips, targetMs: 15_000, imageCount: 1, seed: 1 });
    const spoken = clips.reduce((sum, clip) => sum + clip.durationMs, 0);
    expect(timeline.durationMs).toBeGreaterThan(spoken);
    expect(timeline.scenes.every((s) => s.imageIndex === 0)).toBe(true);
  });

  it('shows captions only while their scene speaks, one at a time, each short enough for two lines', () => {
    const timeline = buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed: 1 });
    expect(timeline.captions.length).toBeGreaterThanOrEqual(script.scenes.length);
    for (const [i, caption] of timeline.captions.entries()) {
      const scene = timeline.scenes[caption.sceneIndex];
      expect(caption.startMs).toBeGreaterThanOrEqual((scene?.startMs ?? 0) + LEAD_IN_MS);
      expect(caption.endMs).toBeLessThanOrEqual((scene?.startMs ?? 0) + (scene?.durationMs ?? 0));
      expect(caption.text.length).toBeLessThanOrEqual(MAX_CAPTION_CHARS);
      const next = timeline.captions[i + 1];
      if (next) expect(caption.endMs).toBeLessThanOrEqual(next.startMs);
    }
    expect(timeline.captions.map((c) => c.text).join(' ')).toBe(script.scenes.map((s) => s.narration).join(' '));
  });

  it('gives the hook a zoom and the others pans, the same for the same seed', () => {
    const one = buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed: 5 });
    expect(one.scenes[0]?.motion.kind).toBe('zoom');
    expect(one.scenes.slice(1).every((s) => s.motion.kind === 'pan')).toBe(true);
    expect(buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed: 5 })).toEqual(one);
    const others = [6, 7, 8].map((seed) => JSON.stringify(buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed }).scenes));
    expect(new Set([JSON.stringify(one.scenes), ...others]).size).toBeGreaterThan(1);
  });

  it('spreads the pictures over the scenes', () => {
    const timeline = buildTimeline({ script, clips, targetMs: 30_000, imageCount: 3, seed: 1 });
    expect(timeline.scenes.map((s) => s.imageIndex)).toEqual([0, 1, 2, 2, 0]);
  });
});

describe('captions', () => {
  it('cuts at sentence ends and into balanced pieces', () => {
    expect(captionChunks('Short one. Another short one!')).toEqual(['Short one.', 'Another short one!']);
    const pieces = captionChunks('It lights your whole desk evenly, without glare or harsh shadows, all day and all night long.');
    expect(pieces.length).toBe(3);
    expect(Math.max(...pieces.map((p) => p.length)) - Math.min(...pieces.map((p) => p.length))).toBeLessThan(20);
  });

  it('does not end a caption on a number or a leading word', () => {
    const pieces = captionChunks('Outro destaque: carregamento rápido: 5 minutos garantem 3 horas de música.');
    for (const piece of pieces.slice(0, -1)) expect(piece).not.toMatch(/\s(\d+|de|com|e|a)$/);
    expect(pieces.join(' ')).toBe('Outro destaque: carregamento rápido: 5 minutos garantem 3 horas de música.');
  });

  it('times pieces by the voice’s words when it gives them', () => {
    const spans = [
      { text: 'Meet', startMs: 0, endMs: 300 },
      { text: 'the', startMs: 300, endMs: 400 },
      { text: 'lamp.', startMs: 400, endMs: 900 },
      { text: 'Buy', startMs: 1500, endMs: 1800 },
      { text: 'it.', startMs: 1800, endMs: 2100 },
    ];
    expect(timeChunks(['Meet the lamp.', 'Buy it.'], 2200, spans)).toEqual([
      { text: 'Meet the lamp.', startMs: 0, endMs: 900 },
      { text: 'Buy it.', startMs: 1500, endMs: 2100 },
    ]);
  });
});

describe('speechTempo', () => {
  it('leaves a voice that fits at its own pace', () => {
    expect(speechTempo({ script, clips, targetMs: 30_000 })).toBe(1);
  });

  it('speeds up a voice a little too long just enough to end near the target', () => {
    // 15.2 s of voice and 5 scenes: about 20.5 s at its own pace.
    const natural = buildTimeline({ script, clips, targetMs: 0, imageCount: 3, seed: 1 }).durationMs;
    const targetMs = Math.round(natural * 0.9);
    const tempo = speechTempo({ script, clips, targetMs });
    expect(tempo).toBeGreaterThan(1);
    expect(tempo).toBeLessThan(MAX_TEMPO);
    const fitted = buildTimeline({ script, clips: atTempo(clips, tempo), targetMs, imageCount: 3, seed: 1 });
    // Within 3 %, give or take the scenes' rounding to whole frames.
    expect(fitted.durationMs).toBeLessThanOrEqual(targetMs * 1.03 + 100);
    // Not faster than needed: one step slower would not fit.
    const slower = buildTimeline({ script, clips: atTempo(clips, tempo - 0.01), targetMs, imageCount: 3, seed: 1 });
    expect(slower.durationMs).toBeGreaterThan(targetMs * 1.03);
  });

  it('never speeds up past MAX_TEMPO, and keeps word timings in step', () => {
    expect(speechTempo({ script, clips, targetMs: 5_000 })).toBe(MAX_TEMPO);
    const [clip] = atTempo([{ durationMs: 1200, spans: [{ text: 'Meet', startMs: 120, endMs: 600 }] }], 1.2);
    expect(clip).toEqual({ durationMs: 1000, spans: [{ text: 'Meet', startMs: 100, endMs: 500 }] });
  });
});
