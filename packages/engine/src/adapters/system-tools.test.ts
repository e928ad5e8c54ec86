import { describe, expect, it } from 'vitest';
import { probeTools } from './system-tools';

describe('probeTools', () => {
  it('finds the installed ffmpeg and espeak-ng with their versions', async () => {
    const tools = await probeTools({ ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' });
    expect(tools.ffmpeg).toMatchObject({ ok: true });
    expect(tools.ffmpeg.version).toMatch(/^\d+\.\d+/);
    expect(tools.espeakNg).toMatchObject({ ok: true });
    expect(tools.espeakNg.version).toMatch(/^\d+\.\d+/);
  });

  it('says which tool is missing instead of failing', async () => {
    const tools = await probeTools({ ffmpegPath: '/opt/none/ffmpeg', espeakPath: 'espeak-ng' });
    expect(tools.ffmpeg).toMatchObject({ ok: false, version: null });
    expect(tools.ffmpeg.error).toContain('/opt/none/ffmpeg was not found');
    expect(tools.espeakNg.ok).toBe(true);
  });
});
