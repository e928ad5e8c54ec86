import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOOLS } from '../../adapters/ffmpeg';
import { runProcess } from '../../adapters/run-process';
import { EngineError } from '../../errors';
import { createEspeakVoice } from './espeak-voice';
import { measureLoudness } from './loudness';
import { NARRATION_LUFS, assembleNarration } from './narration';
import { readWavInfo } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'reelsmith-voice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const voice = createEspeakVoice({ espeakPath: 'espeak-ng' });

describe('espeak-ng voice', () => {
  it.each([
    ['en', 'Meet the Aurora desk lamp. It lights your desk evenly.'],
    ['es', 'Conoce la lámpara Aurora. Ilumina tu escritorio sin reflejos.'],
    ['pt-BR', 'Conheça a luminária Aurora. Ela ilumina sua mesa sem reflexos.'],
  ] as const)('speaks %s into a WAV whose length it reports', async (language, text) => {
    const outputPath = join(dir, `${language}.wav`);
    const { durationMs } = await voice.synthesize({ text, language, outputPath });
    const info = await readWavInfo(outputPath);
    expect(info.durationMs).toBe(durationMs);
    expect(durationMs).toBeGreaterThan(2000);
    expect(durationMs).toBeLessThan(8000);
  });

  it('speaks a text that looks like options instead of obeying it', async () => {
    const outputPath = join(dir, 'options.wav');
    const { durationMs } = await voice.synthesize({ text: '--version -w /tmp/x.wav', language: 'en', voice: '+m3; rm -rf', outputPath });
    expect(durationMs).toBeGreaterThan(500);
  });

  it('speaks in a female or a male voice when asked, and in its own when not', async () => {
    const text = 'Your payment is due on Friday.';
    const spoken = await Promise.all(
      [undefined, 'female', 'male'].map(async (kind) => {
        const outputPath = join(dir, `kind-${kind ?? 'default'}.wav`);
        await voice.synthesize({ text, language: 'en', ...(kind ? { voice: kind } : {}), outputPath });
        return readFileSync(outputPath).toString('base64');
      }),
    );
    expect(new Set(spoken).size).toBe(3);
  });

  it('reports a missing espeak-ng as TOOL_MISSING', async () => {
    const missing = createEspeakVoice({ espeakPath: '/nonexistent/espeak-ng' });
    const error = await missing.synthesize({ text: 'hello', language: 'en', outputPath: join(dir, 'none.wav') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'TOOL_MISSING', stage: 'voice' });
  });
});

describe('assembleNarration', () => {
  it('places the clips at their times, lasts as long as the ad, and sits at -16 LUFS', async () => {
    const first = join(dir, 'c1.wav');
    const second = join(dir, 'c2.wav');
    await voice.synthesize({ text: 'Meet the Aurora desk lamp.', language: 'en', outputPath: first });
    await voice.synthesize({ text: 'Order yours today.', language: 'en', outputPath: second });
    const outputPath = join(dir, 'narration.wav');
    await assembleNarration({ tools: DEFAULT_TOOLS, clips: [{ path: first, startMs: 500 }, { path: second, startMs: 4000 }], durationMs: 7000, outputPath });
    const info = await readWavInfo(outputPath);
    expect(info).toMatchObject({ sampleRate: 48000, channels: 1 });
    expect(Math.abs(info.durationMs - 7000)).toBeLessThanOrEqual(25);
    // Speech begins where each clip was placed: silence ends at 0.5 s and again at 4.0 s.
    const { stderr } = await runProcess({ command: 'ffmpeg', args: ['-hide_banner', '-i', outputPath, '-af', 'silencedetect=noise=-45dB:d=0.25', '-f', 'null', '-'], stage: 'voice' });
    const speechStarts = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(speechStarts[0]).toBeCloseTo(0.5, 1);
    expect(speechStarts.some((t) => Math.abs(t - 4.0) < 0.1)).toBe(true);
    const loudness = await measureLoudness({ tools: DEFAULT_TOOLS, path: outputPath });
    expect(Math.abs(loudness.integratedLufs - NARRATION_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDb).toBeLessThanOrEqual(-0.5);
  });
});
