import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOOLS } from '../../adapters/ffmpeg';
import { runProcess } from '../../adapters/run-process';
import { createEspeakVoice } from './espeak-voice';
import { measureLoudness } from './loudness';
import { integratedLoudness, kWeighting } from './r128';
import { readWavSamples } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'reelsmith-r128-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('integratedLoudness', () => {
  it('uses the K-weighting coefficients BS.1770-4 publishes for 48 kHz', () => {
    const [shelf, pass] = kWeighting(48_000);
    const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 8);
    close(shelf.b0, 1.53512485958697);
    close(shelf.b1, -2.69169618940638);
    close(shelf.b2, 1.19839281085285);
    close(shelf.a1, -1.69065929318241);
    close(shelf.a2, 0.73248077421585);
    expect([pass.b0, pass.b1, pass.b2]).toEqual([1, -2, 1]);
    close(pass.a1, -1.99004745483398);
    close(pass.a2, 0.99007225036621);
  });

  it('reads a full-scale 1 kHz sine at -3.01 LUFS, as the standard says', () => {
    const sampleRate = 48_000;
    const samples = new Float32Array(sampleRate * 5).map((_, i) => Math.sin((2 * Math.PI * 1000 * i) / sampleRate));
    expect(integratedLoudness([{ samples, sampleRate }])).toBeCloseTo(-3.01, 1);
  });

  it('calls silence -Infinity', () => {
    expect(integratedLoudness([{ samples: new Float32Array(48_000), sampleRate: 48_000 }])).toBe(-Infinity);
  });

  it('agrees with ffmpeg’s ebur128 on speech at another sample rate, within half a unit', async () => {
    const voice = createEspeakVoice({ espeakPath: 'espeak-ng' });
    const path = join(dir, 'speech.wav');
    await voice.synthesize({ text: 'Meet the Aurora desk lamp. It lights your whole desk evenly, without glare.', language: 'en', outputPath: path });
    const ours = integratedLoudness([await readWavSamples(path)]);
    const ffmpeg = (await measureLoudness({ tools: DEFAULT_TOOLS, path })).integratedLufs;
    expect(Math.abs(ours - ffmpeg)).toBeLessThanOrEqual(0.5);
    // The same measurement on a 48 kHz copy.
    const resampled = join(dir, 'speech48.wav');
    await runProcess({ command: 'ffmpeg', args: ['-v', 'error', '-y', '-i', path, '-ar', '48000', resampled], stage: 'voice' });
    expect(Math.abs(integratedLoudness([await readWavSamples(resampled)]) - ffmpeg)).toBeLessThanOrEqual(0.5);
  });
});
