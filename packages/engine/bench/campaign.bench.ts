// npm run bench:campaign — a personalized campaign against whole renders, on this machine, in one run.
// First one recipient's 30 s 9:16 video is made the ordinary way (createAd: script, voice, pictures,
// cards, one ffmpeg run for the whole video). Then the same script as a campaign template: prepared
// once (shared segments rendered), then ROWS recipients made two at a time (one per core), each only
// voicing, drawing and encoding its personal scenes and joining them to the shared segments without
// re-encoding. Every output is checked with ffprobe; a sample is checked at its joins (frame times,
// sound gaps and clicks). The last line is one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CampaignTemplateInput } from '../src/campaign/campaign-plan';
import { prepareCampaign } from '../src/campaign/prepare-campaign';
import { readCampaignPlan, renderRecipient, type RecipientVideo } from '../src/campaign/render-recipient';
import { exampleFacts } from '../src/examples';
import { createAd } from '../src/pipeline/create-ad';
import type { Script } from '../src/schema';
import { fillVariables } from '../src/stages/script/text';
import { checkJoins } from '../src/test/joins';
import { probe } from '../src/test/media';

const ROWS = Number(process.env.CAMPAIGN_BENCH_ROWS ?? 100);
const CONCURRENCY = Math.max(1, Number(process.env.CAMPAIGN_BENCH_CONCURRENCY ?? availableParallelism()));
const SAMPLE_EVERY = 25;
const dir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-bench-'));
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (since: number) => (performance.now() - since) / 1000;

const template: CampaignTemplateInput = {
  language: 'en',
  headline: 'Lumen Desk Lamp',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name|there}}!', subtitle: 'Picked for your {{plan}} plan', narration: 'Hi {{first_name|there}}! We picked something for you.' },
    { kind: 'benefit', title: 'Light that follows your day', narration: 'The Lumen desk lamp shifts from cool morning light to a warm evening glow, all by itself.' },
    { kind: 'benefit', title: 'Charges your phone too', narration: 'Its base charges your phone without a cable, so your desk stays clear.' },
    { kind: 'benefit', title: 'Set up in one minute', narration: 'It folds flat, sets up in a minute, and its touch dimmer remembers your favourite level.' },
    { kind: 'offer', title: '{{amount}}', subtitle: 'Until {{due_date}}', narration: 'Your price is {{amount}}, until {{due_date}}.' },
    { kind: 'cta', title: 'Order today', subtitle: 'lumen.example.com', narration: 'Order today at lumen dot example dot com, and light up your evenings.' },
  ],
};
const FIRST_NAMES = ['Maria', 'João', 'Ana', 'Carlos', 'Fernanda', 'Lucas', 'Beatriz', 'Rafael', 'Juliana', 'Pedro', 'Mariana', 'Gabriel'];
const rowValues = (i: number) => ({
  first_name: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Maria',
  plan: i % 2 ? 'Premium' : 'Standard',
  amount: `$${(49 + (i % 50)).toFixed(2)}`,
  due_date: `December ${1 + (i % 28)}`,
});

/** One whole render of the first recipient's video, as createAd makes any ad. */
async function singleRender(): Promise<{ seconds: number; durationMs: number }> {
  const values = rowValues(0);
  const script: Script = {
    language: 'en',
    writer: 'offline',
    scenes: template.scenes.map((scene) => ({ kind: scene.kind, title: fillVariables(scene.title, values), narration: fillVariables(scene.narration, values), ...(scene.subtitle ? { subtitle: fillVariables(scene.subtitle, values) } : {}) })),
  };
  const started = performance.now();
  const ad = await createAd({
    facts: exampleFacts('en'),
    options: { format: '9:16', durationSeconds: 30 },
    providers: { scriptWriter: { name: 'campaign-template', write: () => Promise.resolve(script) } },
    outputDir: join(dir, `single-${started}`),
  });
  return { seconds: seconds(started), durationMs: ad.durationMs };
}

try {
  console.log(`campaign benchmark: ${ROWS} recipients, ${CONCURRENCY} at a time, 9:16, ${availableParallelism()} cores`);
  // The whole render is timed three times and the middle time kept: one render alone swings with
  // whatever else the machine does, and the first also pays for loading fonts and code.
  const first = await singleRender();
  const renders = [first, await singleRender(), await singleRender()];
  const single = [...renders].sort((a, b) => a.seconds - b.seconds)[1] ?? first;
  console.log(`single whole render: ${renders.map((r) => `${round(r.seconds)} s`).join(', ')} → ${round(single.seconds)} s (median) for a ${round(single.durationMs / 1000, 1)} s video`);

  const started = performance.now();
  const planDir = join(dir, 'campaign');
  await prepareCampaign({ template, images: exampleFacts('en').images, options: { format: '9:16' }, outputDir: planDir });
  const plan = await readCampaignPlan(planDir);
  const prepareSeconds = seconds(started);
  const shared = plan.segments.filter((s) => s.kind === 'shared').reduce((sum, s) => sum + s.frames, 0) / 30;
  console.log(`prepare (once): ${round(prepareSeconds)} s; ${round(shared, 1)} s of every video is shared`);

  const rowsStarted = performance.now();
  const videos: RecipientVideo[] = new Array<RecipientVideo>(ROWS);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ROWS; i = next++) {
      videos[i] = await renderRecipient({ planDir, plan, variables: rowValues(i), videoPath: join(dir, `row-${i}.mp4`), posterPath: join(dir, `row-${i}.jpg`) });
      if ((i + 1) % 20 === 0) console.log(`  ${i + 1} recipients (${round(seconds(rowsStarted), 1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const rowsSeconds = seconds(rowsStarted);
  const total = seconds(started);
  const perRow = rowsSeconds / ROWS;

  // Every output: one H.264 1080×1920 and one AAC stream, lasting what its plan says.
  let bad = 0;
  for (const [i, video] of videos.entries()) {
    const probed = await probe(video.videoPath);
    const ok = probed.video?.codec_name === 'h264' && probed.video.width === 1080 && probed.video.height === 1920 && probed.audio?.codec_name === 'aac' && Math.abs(probed.durationSec * 1000 - video.durationMs) < 50;
    if (!ok) {
      bad++;
      console.log(`  row ${i}: unexpected streams or length`, probed);
    }
  }
  console.log(`ffprobe: ${ROWS - bad} of ${ROWS} videos have the expected streams and length (${round(Math.min(...videos.map((v) => v.durationMs)) / 1000, 1)}–${round(Math.max(...videos.map((v) => v.durationMs)) / 1000, 1)} s)`);
  let joinProblems = 0;
  for (let i = 0; i < ROWS; i += SAMPLE_EVERY) {
    const video = videos[i];
    if (!video) continue;
    const report = await checkJoins(video.videoPath, video.joinsMs);
    const problems = report.frameTimeErrors + report.audioGaps + report.clicks + (Math.abs(report.videoSeconds - report.audioSeconds) > 1 / 30 ? 1 : 0);
    joinProblems += problems;
    console.log(`  row ${i}: joins at ${video.joinsMs.map((ms) => `${round(ms / 1000, 2)} s`).join(', ')}; frame time errors ${report.frameTimeErrors}, sound gaps ${report.audioGaps}, clicks ${report.clicks}, picture ${round(report.videoSeconds, 3)} s / sound ${round(report.audioSeconds, 3)} s`);
  }
  console.log(`A/V at the joins: ${joinProblems === 0 ? 'continuous' : `${joinProblems} problems`}`);
  console.log(`recipients: ${round(rowsSeconds)} s for ${ROWS} → ${round(perRow, 3)} s per recipient (marginal), ${round(perRow / single.seconds, 3)} of a whole render; total with preparing ${round(total)} s`);
  console.log(`1,000 recipients would take about ${round((prepareSeconds + perRow * 1000) / 60, 1)} min on this machine`);
  console.log(JSON.stringify({ rows: ROWS, total_s: round(total), per_row_s: round(perRow, 3), single_render_s: round(single.seconds), fraction: round(perRow / single.seconds, 3) }));
  if (bad > 0 || joinProblems > 0) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
