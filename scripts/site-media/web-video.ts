// ffmpeg arguments that turn the engine's HD renders into web-sized files: pure, so the exact
// command each output gets can be read (and logged) before anything runs.

/** A web copy of an ad: its size and how many bits it may spend. */
export interface WebVideoSpec {
  width: number;
  height: number;
  crf: number;
  /** Peak video bitrate in kbit/s: CRF alone lets busy scenes (pans over detail) overshoot the size budget. */
  maxrateKbps: number;
  /** AAC bitrate in kbit/s; no audio track when undefined. */
  audioKbps?: number;
  /** Cut to this length (the hero loop); the whole render otherwise. */
  seconds?: number;
  /** Fade in from and out to black, so the loop's seam is soft. */
  fadeSeconds?: number;
}

const scale = (width: number, height: number) => `scale=${width}:${height}:flags=lanczos`;

/** ffmpeg arguments for an H.264 yuv420p, +faststart copy of `input` at `output`, metadata stripped. */
export function webVideoArgs(input: string, output: string, spec: WebVideoSpec): string[] {
  const filters = [scale(spec.width, spec.height)];
  if (spec.fadeSeconds && spec.seconds) {
    const end = (spec.seconds - spec.fadeSeconds).toFixed(2);
    filters.push(`fade=t=in:st=0:d=${spec.fadeSeconds}`, `fade=t=out:st=${end}:d=${spec.fadeSeconds}`);
  }
  const audio = spec.audioKbps ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${spec.audioKbps}k`, '-ac', '2'] : ['-an'];
  return [
    '-loglevel', 'error', '-y',
    ...(spec.seconds ? ['-t', spec.seconds.toFixed(2)] : []),
    '-i', input,
    '-map', '0:v:0', '-vf', filters.join(','),
    '-c:v', 'libx264', '-preset', 'slow', '-crf', String(spec.crf),
    '-maxrate', `${spec.maxrateKbps}k`, '-bufsize', `${spec.maxrateKbps * 2}k`,
    '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    ...audio,
    '-map_metadata', '-1', '-movflags', '+faststart',
    output,
  ];
}

/** ffmpeg arguments for a web-sized JPEG poster of the engine's poster. */
export function posterArgs(input: string, output: string, size: { width: number; height: number }): string[] {
  return ['-loglevel', 'error', '-y', '-i', input, '-vf', scale(size.width, size.height), '-q:v', '4', '-map_metadata', '-1', output];
}
