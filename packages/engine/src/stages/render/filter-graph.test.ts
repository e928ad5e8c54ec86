import { describe, expect, it } from 'vitest';
import { buildFfmpegArgs, buildJoinArgs, planSeconds, type RenderPlan } from './filter-graph';

const plan: RenderPlan = {
  format: '9:16',
  width: 1080,
  height: 1920,
  transitionFrames: 15,
  scenes: [
    {
      frame: 'hook.jpg',
      frameWidth: 1296,
      frameHeight: 2304,
      frames: 90,
      motion: { kind: 'zoom', from: 1, to: 1.12 },
      transition: 'fade',
      overlays: [{ png: 'title.png', x: 64, y: 236, startSec: 0.25, endSec: 3, enter: 'slide-up' }],
    },
    {
      frame: 'end.jpg',
      frameWidth: 1296,
      frameHeight: 2304,
      frames: 120,
      motion: { kind: 'pan', from: { x: 0, y: 0.5 }, to: { x: 1, y: 0.5 } },
      transition: 'slideleft',
      overlays: [{ png: 'caption.png', x: 300, y: 1400, startSec: 0.3, endSec: 2.5, enter: 'none' }],
    },
  ],
  watermark: { png: 'wm.png', x: 64, y: 140 },
  narration: 'narration.wav',
  music: { path: 'music.m4a', gainDb: -9 },
  output: 'out.mp4',
  encoder: { preset: 'veryfast', crf: 21 },
};

describe('buildFfmpegArgs', () => {
  it('lasts the scenes minus the shared cross-fade frames', () => {
    expect(planSeconds(plan)).toBe((90 + 120 - 15) / 30);
  });

  it('builds the whole video as one filter graph', () => {
    const args = buildFfmpegArgs(plan);
    const graph = args[args.indexOf('-filter_complex') + 1]?.split(';');
    expect(graph).toEqual([
      '[2:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[o0_0]',
      '[3:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[o1_0]',
      "[0:v]scale=in_range=pc:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p,loop=loop=89:size=1:start=0,settb=1/30,setpts=N,scale=w='trunc(1080*(1+0.12*t/3)/2)*2':h=-2:eval=frame:flags=fast_bilinear,crop=1080:1920[s0m]",
      "[s0m][o0_0]overlay=x=64:y='236+70*pow(1-min(1,max(0,(t-0.25)/0.45)),3)':enable='between(t,0.25,3)':format=yuv420:eof_action=repeat[s0o0]",
      '[s0o0]split=2[body0in][tail0in]',
      '[body0in]trim=start_frame=0:end_frame=75,setpts=PTS-STARTPTS[body0]',
      '[tail0in]trim=start_frame=75,setpts=PTS-STARTPTS[tail0]',
      "[1:v]scale=in_range=pc:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p,loop=loop=119:size=1:start=0,settb=1/30,setpts=N,crop=w=1080:h=1920:x='0+216*t/4':y='192+0*t/4'[s1m]",
      "[s1m][o1_0]overlay=x=300:y=1400:enable='between(t,0.3,2.5)':format=yuv420:eof_action=repeat[s1o0]",
      '[s1o0]split=2[head1in][body1in]',
      '[head1in]trim=end_frame=15,setpts=PTS-STARTPTS[head1]',
      '[body1in]trim=start_frame=15:end_frame=120,setpts=PTS-STARTPTS[body1]',
      '[tail0][head1]xfade=transition=slideleft:duration=0.5:offset=0[mix0]',
      '[body0][mix0][body1]concat=n=3:v=1:a=0[joined]',
      '[4:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[wm]',
      '[joined][wm]overlay=x=64:y=140:format=yuv420:eof_action=repeat[marked]',
      '[marked]fade=t=out:st=5.9:d=0.6,format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709[vout]',
      '[5:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,apad=whole_dur=6.5,atrim=0:6.5[narration]',
      '[narration]asplit=2[voice][key]',
      '[6:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,atrim=0:6.5,volume=-9dB,afade=t=in:d=1,afade=t=out:st=4.5:d=2[bed]',
      '[bed][key]sidechaincompress=threshold=0.02:ratio=9:attack=20:release=450:makeup=1[ducked]',
      '[voice][ducked]amix=inputs=2:duration=first:normalize=0,alimiter=limit=0.95:level=false[aout]',
    ]);
  });

  it('passes inputs in order, loops the music, and encodes H.264 High with BT.709, AAC and faststart', () => {
    const args = buildFfmpegArgs(plan);
    expect(args.slice(0, args.indexOf('-filter_complex'))).toEqual([
      '-loglevel', 'error', '-y',
      '-threads', '1', '-i', 'hook.jpg', '-threads', '1', '-i', 'end.jpg', '-threads', '1', '-i', 'title.png', '-threads', '1', '-i', 'caption.png',
      '-threads', '1', '-i', 'wm.png', '-i', 'narration.wav', '-stream_loop', '-1', '-i', 'music.m4a',
      '-filter_complex_threads', '1',
    ]);
    expect(args.slice(args.indexOf('-map'))).toEqual([
      '-map', '[vout]', '-map', '[aout]',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', '30', '-g', '60',
      '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709', '-color_range', 'tv', '-video_track_timescale', '15360',
      '-c:a', 'aac', '-aac_coder', 'fast', '-aac_ms', '0', '-aac_is', '0', '-b:a', '160k', '-ar', '48000', '-ac', '2',
      '-t', '6.5', '-movflags', '+faststart', 'out.mp4',
    ]);
  });

  it('skips splitting and music when there is one scene and no bed', () => {
    const single: RenderPlan = { ...plan, scenes: [plan.scenes[0]!], watermark: undefined, music: undefined };
    const graph = buildFfmpegArgs(single)[buildFfmpegArgs(single).indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('[s0o0]null[body0];[body0]concat=n=1:v=1:a=0[joined]');
    expect(graph).toContain('[narration]alimiter=limit=0.95:level=false[aout]');
    expect(graph).not.toContain('sidechaincompress');
  });
});

describe('buildJoinArgs', () => {
  it('copies the segments and places, levels and limits the voice clips in the run that mixes and encodes the sound', () => {
    const args = buildJoinArgs({
      segmentList: 'segments.txt',
      seconds: 31.2,
      sound: { narration: { clips: [{ path: 'hook.wav', startMs: 250 }, { path: 'intro.wav', startMs: 0, gainDb: -3 }], gainDb: 4.5 }, music: { path: 'music.m4a', gainDb: -9 } },
      output: 'out.mp4',
    });
    expect(args).toEqual([
      '-loglevel', 'error', '-y',
      '-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', 'segments.txt', '-i', 'hook.wav', '-i', 'intro.wav', '-stream_loop', '-1', '-i', 'music.m4a',
      '-filter_complex',
      [
        '[1:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,adelay=delays=250:all=1[c0]',
        '[2:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,volume=-7.50dB,adelay=delays=0:all=1[c1]',
        '[c0][c1]amix=inputs=2:normalize=0:duration=longest,apad=whole_dur=31.2,atrim=0:31.2,volume=4.50dB,alimiter=limit=0.891:level=false:attack=5:release=50[voiced]',
        '[voiced]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[narration]',
        '[narration]asplit=2[voice][key]',
        '[3:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,atrim=0:31.2,volume=-9dB,afade=t=in:d=1,afade=t=out:st=29.2:d=2[bed]',
        '[bed][key]sidechaincompress=threshold=0.02:ratio=9:attack=20:release=450:makeup=1[ducked]',
        '[voice][ducked]amix=inputs=2:duration=first:normalize=0,alimiter=limit=0.95:level=false[aout]',
      ].join(';'),
      '-map', '0:v:0', '-map', '[aout]',
      '-c:v', 'copy',
      '-c:a', 'aac', '-aac_coder', 'fast', '-aac_ms', '0', '-aac_is', '0', '-b:a', '160k', '-ar', '48000', '-ac', '2',
      '-t', '31.2', '-movflags', '+faststart', 'out.mp4',
    ]);
  });
});
