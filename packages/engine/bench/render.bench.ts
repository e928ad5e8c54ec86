// npm run bench:render — renders the bundled example as a 30 s 9:16 ad (every stage: script, voice,
// storyboard, pictures, cards, ffmpeg), then re-encodes the same frames with the same encoder
// settings. One warm-up, then three rounds of both, interleaved so both see the same machine; the
// medians are compared. Prints every sample; the last line is one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TOOLS, runFfmpeg } from '../src/adapters/ffmpeg';
import { exampleFacts } from '../src/examples';
import { createAd, type CreatedAd } from '../src/pipeline/create-ad';
import { watchPeakMemory } from './peak-memory';

const ROUNDS = 3;
const dir = mkdtempSync(join(tmpdir(), 'reelsmith-bench-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function render(name: string): Promise<{ seconds: number; ad: CreatedAd }> {
  const started = performance.now();
  const ad = await createAd({ facts: exampleFacts('en'), options: { format: '9:16', durationSeconds: 30 }, outputDir: join(dir, name) });
  return { seconds: (performance.now() - started) / 1000, ad };
}

async function reencode(ad: CreatedAd): Promise<number> {
  const started = performance.now();
  await runFfmpeg({
    tools: DEFAULT_TOOLS,
    args: ['-loglevel', 'error', '-y', '-i', ad.videoPath, '-map', '0:v', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', '30', '-g', '60', join(dir, 'baseline.mp4')],
    stage: 'render',
  });
  return (performance.now() - started) / 1000;
}

try {
  const warm = await render('warm-up');
  await reencode(warm.ad);
  const renders: number[] = [];
  const baselines: number[] = [];
  let peakMb = 0;
  let ad = warm.ad;
  for (let i = 0; i < ROUNDS; i++) {
    const memory = watchPeakMemory();
    const result = await render(`round-${i}`);
    peakMb = Math.max(peakMb, memory.stop().totalMb);
    renders.push(result.seconds);
    baselines.push(await reencode(result.ad));
    ad = result.ad;
    console.log(`round ${i + 1}: render ${result.seconds.toFixed(2)} s, re-encode ${baselines.at(-1)?.toFixed(2)} s`);
  }
  const wall = median(renders);
  const baseline = median(baselines);
  const videoSeconds = ad.durationMs / 1000;
  console.log(`video: ${videoSeconds.toFixed(2)} s, ${ad.width}×${ad.height}`);
  console.log(`render (all stages), median of ${ROUNDS}: ${wall.toFixed(2)} s wall, realtime factor ${(videoSeconds / wall).toFixed(2)}×`);
  console.log(`plain re-encode of the same frames, median: ${baseline.toFixed(2)} s`);
  console.log(`ratio render / re-encode: ${(wall / baseline).toFixed(2)} (target ≤ 1.5)`);
  console.log(`peak memory held at once by node and its children: ${peakMb.toFixed(0)} MB (target ≤ 1024)`);
  console.log(JSON.stringify({ wall_s: round(wall), realtime_factor: round(videoSeconds / wall), encode_baseline_s: round(baseline), ratio: round(wall / baseline), peak_rss_mb: Math.round(peakMb) }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
