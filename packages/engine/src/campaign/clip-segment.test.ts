import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOOLS } from '../adapters/ffmpeg';
import { normalizeClip } from '../stages/clip/normalize-clip';
import { checkJoins } from '../test/joins';
import { probe } from '../test/media';
import type { CampaignPlan } from './campaign-plan';
import { buildClipSegmentArgs, buildClipSoundArgs, clipGainDb } from './clip-segment';
import { prepareCampaign } from './prepare-campaign';
import { renderRecipient, type RecipientVideo } from './render-recipient';

const run = promisify(execFile);

describe('the clip segment’s arguments', () => {
  const encoder = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', '30', '-g', '60', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709', '-color_range', 'tv', '-video_track_timescale', '15360'];

  it('fits the clip over a blurred copy of itself, as long as asked, encoded like every segment', () => {
    expect(buildClipSegmentArgs({ input: '/plan/clip-in.mp4', width: 1080, height: 1920, frames: 75, fadeInSeconds: 0.2, fadeOutSeconds: 0.2, output: '/plan/clip.mp4' })).toEqual([
      '-loglevel', 'error', '-y', '-i', '/plan/clip-in.mp4', '-filter_complex_threads', '1',
      '-filter_complex',
      [
        '[0:v:0]fps=30,settb=1/30,setpts=N,tpad=stop_mode=clone:stop=30,trim=end_frame=75,split=2[back][front]',
        "[back]scale=w=136:h=240:force_original_aspect_ratio=increase,crop=w='min(iw,136)':h='min(ih,240)',gblur=sigma=3,eq=brightness=-0.08,scale=w=1080:h=1920,setsar=1[blurred]",
        '[front]scale=w=1080:h=1920:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[fitted]',
        '[blurred][fitted]overlay=x=(W-w)/2:y=(H-h)/2,fade=t=in:st=0:d=0.2,fade=t=out:st=2.3:d=0.2,format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709[vout]',
      ].join(';'),
      '-map', '[vout]', ...encoder, '-an', '-t', '2.5', '/plan/clip.mp4',
    ]);
  });

  it('opening the video, it has no dip in and gives the poster', () => {
    const args = buildClipSegmentArgs({ input: '/c.mp4', width: 1080, height: 1080, frames: 60, fadeOutSeconds: 0.2, output: '/plan/clip.mp4', poster: { path: '/plan/clip-poster.jpg', atFrame: 30 } });
    expect(args[args.indexOf('-filter_complex') + 1]?.split(';').slice(-2)).toEqual([
      '[blurred][fitted]overlay=x=(W-w)/2:y=(H-h)/2,fade=t=out:st=1.8:d=0.2,format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709,split=2[vout][vstill]',
      '[vstill]trim=start_frame=30:end_frame=31,setpts=PTS-STARTPTS[poster]',
    ]);
    expect(args.slice(-10)).toEqual(['/plan/clip.mp4', '-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', '/plan/clip-poster.jpg']);
  });

  it('takes its sound as the narration’s mono track, exactly as long, edges faded', () => {
    expect(buildClipSoundArgs({ input: '/c.mp4', seconds: 2.5, output: '/plan/clip-sound.wav' })).toEqual([
      '-loglevel', 'error', '-y', '-i', '/c.mp4', '-map', '0:a:0',
      '-af', 'aresample=48000:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=mono,apad=whole_dur=2.5,atrim=0:2.5,afade=t=in:d=0.015,afade=t=out:st=2.485:d=0.015',
      '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1', '/plan/clip-sound.wav',
    ]);
  });

  it('brings the clip’s sound to the narration’s level, within limits', () => {
    expect(clipGainDb(-30)).toBe(14);
    expect(clipGainDb(-8.5)).toBe(-7.5);
    expect(clipGainDb(-60)).toBe(20);
    expect(clipGainDb(-Infinity)).toBeUndefined();
  });
});

describe('a campaign with the business’s clip first', () => {
  let dir: string;
  let plan: CampaignPlan;
  let video: RecipientVideo;
  const CLIP_MS = 2000;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-clip-campaign-'));
    // A blue landscape clip with a quiet tone (about −33 LUFS): it must come out at the voice's level.
    const source = join(dir, 'source.mov');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1f4fe0:s=320x180:r=25:d=2', '-f', 'lavfi', '-i', 'sine=frequency=1000:duration=2,volume=-10dB', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', source]);
    const clipPath = join(dir, 'clip.mp4');
    await normalizeClip({ input: source, container: 'mov', output: clipPath, posterPath: join(dir, 'clip.jpg'), tools: DEFAULT_TOOLS });
    plan = await prepareCampaign({
      template: {
        language: 'en',
        headline: 'Sunrise Bank',
        scenes: [
          { kind: 'hook', title: 'Hi, {{first_name}}!', narration: 'Hi, {{first_name}}.' },
          { kind: 'cta', title: 'Pay in a tap', narration: 'Pay your bill in a tap.' },
        ],
      },
      options: { format: '1:1', seed: 2 },
      clip: { path: clipPath, position: 'start' },
      outputDir: join(dir, 'plan'),
    });
    video = await renderRecipient({ planDir: join(dir, 'plan'), plan, variables: { first_name: 'Ana' }, videoPath: join(dir, 'ana.mp4'), posterPath: join(dir, 'ana.jpg') });
  }, 180_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('plays the clip as a shared segment before the scenes, with its sound at its own level', () => {
    expect(plan.segments.map((s) => [s.kind, s.scenes])).toEqual([
      ['shared', []],
      ['personal', [0]],
      ['shared', [1]],
    ]);
    expect(plan.segments[0]).toMatchObject({ file: 'clip.mp4', frames: 60, clips: [{ file: 'clip-sound.wav', startMs: 0 }] });
    // The tone was well under the voice's level: it is lifted to it.
    expect(plan.segments[0]?.kind === 'shared' && plan.segments[0].clips[0]?.gainDb).toBeGreaterThan(10);
    expect(plan.poster).toBe('clip-poster.jpg');
    expect(video.joinsMs[0]).toBe(CLIP_MS);
  });

  it('is one whole video: the clip’s length more, every join on time, no gap or click', async () => {
    const probed = await probe(video.videoPath);
    expect(probed.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1080, pix_fmt: 'yuv420p', r_frame_rate: '30/1' });
    expect(probed.audio).toMatchObject({ codec_name: 'aac', channels: 2 });
    expect(Math.abs(probed.durationSec * 1000 - video.durationMs)).toBeLessThan(40);
    const { stderr } = await run('ffmpeg', ['-v', 'error', '-i', video.videoPath, '-f', 'null', '-'], { maxBuffer: 8 << 20 });
    expect(stderr).toBe('');
    const report = await checkJoins(video.videoPath, video.joinsMs);
    expect(report).toMatchObject({ frameTimeErrors: 0, audioGaps: 0, clicks: 0 });
    expect(Math.abs(report.videoSeconds - report.audioSeconds)).toBeLessThan(1 / 30);
  });

  it('opens on the clip: its picture, its poster, its sound near the narration’s −16 LUFS', async () => {
    const pixel = async (image: Buffer | string) => {
      const { data } = await sharp(image).extract({ left: 500, top: 500, width: 40, height: 40 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
    };
    const frame = async (seconds: number) => (await run('ffmpeg', ['-v', 'error', '-ss', String(seconds), '-i', video.videoPath, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 32 << 20 })).stdout;
    const isClipBlue = ({ r, g, b }: { r: number; g: number; b: number }) => b > 180 && r < 80 && g < 110;
    expect(isClipBlue(await pixel(await frame(1)))).toBe(true);
    expect(isClipBlue(await pixel(await frame((video.joinsMs[0]! + 800) / 1000)))).toBe(false);
    expect(isClipBlue(await pixel(video.posterPath))).toBe(true);
    const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-t', '1.9', '-i', video.videoPath, '-map', '0:a:0', '-af', 'ebur128=framelog=verbose', '-f', 'null', '-']);
    const lufs = Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.split('Summary:').at(-1) ?? '')?.[1]);
    expect(Math.abs(lufs - -16)).toBeLessThan(2.5);
  });
});
