import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOOLS } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';
import { isFaststart, probe } from '../../test/media';
import { buildNormalizeArgs, fitClipSize, normalizeClip } from './normalize-clip';
import { buildProbeArgs, clipFactsFrom, ffprobePath, probeClip, type ClipContainer } from './probe-clip';

const run = promisify(execFile);

describe('the clip argument builders', () => {
  it('names ffprobe beside the configured ffmpeg', () => {
    expect(ffprobePath({ ffmpegPath: 'ffmpeg' })).toBe('ffprobe');
    expect(ffprobePath({ ffmpegPath: '/opt/ff/bin/ffmpeg' })).toBe('/opt/ff/bin/ffprobe');
    expect(ffprobePath({ ffmpegPath: '/usr/local/bin/transcoder' })).toBe('ffprobe');
  });

  it('probes with the reader the bytes named', () => {
    expect(buildProbeArgs('/in/clip.webm', 'webm')).toEqual([
      '-v', 'error', '-f', 'matroska',
      '-show_entries', 'stream=codec_type,width,height,sample_aspect_ratio,duration,color_transfer:stream_disposition=attached_pic:stream_tags=rotate,DURATION:stream_side_data=rotation:format=duration',
      '-of', 'json', '/in/clip.webm',
    ]);
  });

  it('fits a clip within 1920 px on even sides, never enlarging it', () => {
    expect(fitClipSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(fitClipSize(1080, 1920)).toEqual({ width: 1080, height: 1920 });
    expect(fitClipSize(321, 241)).toEqual({ width: 322, height: 242 });
    expect(fitClipSize(4000, 3)).toEqual({ width: 1920, height: 2 });
  });

  it('tone-maps an HDR clip after sizing it, from its own transfer', () => {
    const args = buildNormalizeArgs({ input: '/in/a.mov', width: 640, height: 360, seconds: 1, hasAudio: false, hdr: 'hlg', output: '/out/c.mp4', posterPath: '/out/c.jpg', posterFrame: 0 });
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(
      /^\[0:v:0\]scale=w=640:h=360,zscale=tin=arib-std-b67:pin=bt2020:min=bt2020nc:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=mobius:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p,setsar=1,fps=30,/,
    );
  });

  it('normalises in one run: picture, sound or silence, poster', () => {
    const plan = { input: '/in/a.mov', container: 'mov' as const, width: 640, height: 360, seconds: 2.5, output: '/out/c.mp4', posterPath: '/out/c.jpg', posterFrame: 30 };
    const picture =
      '[0:v:0]scale=w=640:h=360:out_color_matrix=bt709:out_range=tv,setsar=1,fps=30,format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709,split=2[vout][vstill];[vstill]trim=start_frame=30:end_frame=31,setpts=PTS-STARTPTS[poster]';
    const encoding = [
      '-map_metadata', '-1', '-map_chapters', '-1',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', '30', '-g', '60',
      '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709', '-color_range', 'tv', '-video_track_timescale', '15360',
      '-c:a', 'aac', '-aac_coder', 'fast', '-aac_ms', '0', '-aac_is', '0', '-b:a', '160k', '-ar', '48000', '-ac', '2',
      '-t', '2.5', '-movflags', '+faststart', '/out/c.mp4',
      '-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', '/out/c.jpg',
    ];
    expect(buildNormalizeArgs({ ...plan, hasAudio: true })).toEqual([
      '-loglevel', 'error', '-y', '-f', 'mov', '-i', '/in/a.mov',
      '-filter_complex', `${picture};[0:a:0]aresample=48000:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=stereo[aout]`,
      '-map', '[vout]', '-map', '[aout]',
      ...encoding,
    ]);
    expect(buildNormalizeArgs({ ...plan, hasAudio: false })).toEqual([
      '-loglevel', 'error', '-y', '-f', 'mov', '-i', '/in/a.mov', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo',
      '-filter_complex', picture,
      '-map', '[vout]', '-map', '1:a:0',
      ...encoding,
    ]);
  });
});

describe('reading ffprobe’s answer', () => {
  const answer = (streams: object[], duration = '2.000000') => JSON.stringify({ streams, format: { duration } });

  it('shows a phone’s sideways recording upright, and stretched pixels square', () => {
    expect(clipFactsFrom(answer([{ codec_type: 'video', width: 1920, height: 1080, sample_aspect_ratio: '1:1', duration: '3.5', side_data_list: [{ rotation: -90 }] }]))).toEqual({ durationMs: 3500, width: 1080, height: 1920, hasAudio: false });
    expect(clipFactsFrom(answer([{ codec_type: 'video', width: 720, height: 576, sample_aspect_ratio: '16:15' }, { codec_type: 'audio' }]))).toEqual({ durationMs: 2000, width: 768, height: 576, hasAudio: true });
  });

  it('tells HDR codings (PQ, HLG) from SDR ones', () => {
    const video = (color_transfer: string) => clipFactsFrom(answer([{ codec_type: 'video', width: 320, height: 240, color_transfer }]))?.hdr;
    expect([video('smpte2084'), video('arib-std-b67'), video('bt709'), video('unknown')]).toEqual(['pq', 'hlg', undefined, undefined]);
  });

  it('takes a WebM’s length from its tags', () => {
    expect(clipFactsFrom(answer([{ codec_type: 'video', width: 320, height: 240, tags: { DURATION: '00:01:02.500000000' } }], 'N/A'))?.durationMs).toBe(62_500);
  });

  it('finds no video in sound with a cover picture, in a file without length, or in noise', () => {
    expect(clipFactsFrom(answer([{ codec_type: 'audio' }, { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } }]))).toBeNull();
    expect(clipFactsFrom(answer([{ codec_type: 'video', width: 320, height: 240 }], 'N/A'))).toBeNull();
    expect(clipFactsFrom('not json')).toBeNull();
  });
});

describe('normalizeClip', () => {
  let dir: string;
  const made = (name: string) => join(dir, name);
  const tools = DEFAULT_TOOLS;

  /** A short test clip: a moving pattern and a tone, in the codecs each container usually carries. */
  async function makeClip(name: string, options: { codec: string[]; audio?: string[]; size?: string; seconds?: number; rotate?: number }): Promise<string> {
    const seconds = String(options.seconds ?? 2);
    const inputs = ['-f', 'lavfi', '-i', `testsrc2=s=${options.size ?? '320x240'}:r=25:d=${seconds}`, ...(options.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [])];
    const encoded = options.rotate === undefined ? made(name) : made(`unrotated-${name}`);
    await run('ffmpeg', ['-v', 'error', '-y', ...inputs, ...options.codec, ...(options.audio ?? []), encoded]);
    // A rotation is a flag of the container, set as a phone does: on the stream, the pixels left as they are.
    if (options.rotate !== undefined) await run('ffmpeg', ['-v', 'error', '-y', '-i', encoded, '-c', 'copy', '-metadata:s:v', `rotate=${options.rotate}`, made(name)]);
    return made(name);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-clip-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const cases: { name: string; container: ClipContainer; make: () => Promise<string>; expected: { width: number; height: number; hasAudio: boolean } }[] = [
    { name: 'an MP4', container: 'mp4', make: () => makeClip('a.mp4', { codec: ['-c:v', 'libx264', '-preset', 'ultrafast'], audio: ['-c:a', 'aac'] }), expected: { width: 320, height: 240, hasAudio: true } },
    // A phone's portrait recording: landscape pixels with a rotation, mono sound, no B-frames.
    { name: 'a sideways MOV', container: 'mov', make: () => makeClip('b.mov', { codec: ['-c:v', 'libx264', '-preset', 'ultrafast'], rotate: 90, audio: ['-c:a', 'aac', '-ac', '1'] }), expected: { width: 240, height: 320, hasAudio: true } },
    { name: 'a silent WebM (VP9)', container: 'webm', make: () => makeClip('c.webm', { codec: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'] }), expected: { width: 320, height: 240, hasAudio: false } },
  ];

  it.each(cases)('makes $name into the H.264 every campaign joins, with sound and a poster', async ({ container, make, expected }) => {
    const input = await make();
    const output = made(`${container}-out.mp4`);
    const posterPath = made(`${container}-out.jpg`);
    const facts = await normalizeClip({ input, container, output, posterPath, tools });
    expect(facts).toEqual({ durationMs: 2000, ...expected });
    const probed = await probe(output);
    expect(probed.video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', r_frame_rate: '30/1', width: expected.width, height: expected.height, color_space: 'bt709' });
    expect(probed.audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(await isFaststart(output)).toBe(true);
    // The first packet is a keyframe at 0.
    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-read_intervals', '%+#1', '-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0', output]);
    expect(stdout.trim()).toMatch(/^0\.000000,K/);
    expect((await sharp(posterPath).metadata()).width).toBe(expected.width);
    // The sound is there, or silent when the clip had none.
    const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-i', output, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-']);
    const mean = Number(/mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? '-inf');
    if (expected.hasAudio) expect(mean).toBeGreaterThan(-40);
    else expect(Number.isFinite(mean) ? mean : -Infinity).toBeLessThan(-80);
  });

  // A phone's HDR recording: 10-bit BT.2020 in PQ or HLG light. Copied as it is, PQ's reference
  // white plays as a mid grey (luma 126) and HLG's as a dull one (178).
  it.each([
    { name: 'a PQ (HDR10) clip', transfer: 'smpte2084', hdr: 'pq', grey: '0x828282' },
    { name: 'an HLG clip', transfer: 'arib-std-b67', hdr: 'hlg', grey: '0xbfbfbf' },
  ])('tone-maps $name so its white comes out white in BT.709', async ({ transfer, hdr, grey }) => {
    const input = made(`${hdr}.mp4`);
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${grey}:s=320x240:r=30:d=1`, '-vf', 'format=yuv420p10le', '-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'high10',
      '-color_primaries', 'bt2020', '-color_trc', transfer, '-colorspace', 'bt2020nc', '-color_range', 'tv', input]);
    expect(await probeClip({ input, container: 'mp4', tools })).toMatchObject({ hdr });
    const output = made(`${hdr}-out.mp4`);
    await normalizeClip({ input, container: 'mp4', output, posterPath: made(`${hdr}-out.jpg`), tools });
    expect((await probe(output)).video).toMatchObject({ pix_fmt: 'yuv420p', color_space: 'bt709', color_transfer: 'bt709', color_primaries: 'bt709' });
    const { stdout } = await promisify(execFile)('ffmpeg', ['-v', 'error', '-i', output, '-frames:v', '1', '-vf', 'format=gray', '-f', 'rawvideo', '-'], { encoding: 'buffer' });
    const luma = stdout.reduce((sum, value) => sum + value, 0) / stdout.length;
    expect(luma).toBeGreaterThan(195);
  });

  it('shrinks a large clip to HD and cuts one longer than it may be', async () => {
    const input = await makeClip('wide.mp4', { codec: ['-c:v', 'libx264', '-preset', 'ultrafast'], size: '2560x1080', seconds: 3 });
    const facts = await normalizeClip({ input, container: 'mp4', output: made('wide-out.mp4'), posterPath: made('wide-out.jpg'), tools, maxSeconds: 1.5 });
    expect(facts).toEqual({ durationMs: 1500, width: 1920, height: 810, hasAudio: false });
  });

  it('refuses sound without a picture, and a file that is no video, leaving nothing behind', async () => {
    const soundOnly = made('sound.mp4');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', soundOnly]);
    const text = made('text.mp4');
    await writeFile(text, 'this is not a video at all\n');
    for (const input of [soundOnly, text]) {
      const failure = await normalizeClip({ input, container: 'mp4', output: made('never.mp4'), posterPath: made('never.jpg'), tools }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EngineError);
      expect((failure as EngineError).code).toBe('CLIP_UNREADABLE');
    }
    expect((await readdir(dir)).filter((name) => name.startsWith('never'))).toEqual([]);
    expect(existsSync(made('never.mp4'))).toBe(false);
  });

  it('reads a WebM only as Matroska: told it is one, an MP4 is no video', async () => {
    const input = await makeClip('d.mp4', { codec: ['-c:v', 'libx264', '-preset', 'ultrafast'], seconds: 1 });
    await expect(probeClip({ input, container: 'webm', tools })).rejects.toMatchObject({ code: 'CLIP_UNREADABLE' });
    await expect(probeClip({ input, container: 'mp4', tools })).resolves.toMatchObject({ durationMs: 1000 });
  });
});
