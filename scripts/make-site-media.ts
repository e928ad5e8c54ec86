// Renders the public site's example videos with the engine's public API and writes web-sized copies
// to apps/web/public/media (names and sizes from apps/web/src/config/site-media.ts). Each ad is made
// in HD by createAd, scaled down and re-encoded by ffmpeg, checked with ffprobe against its budget,
// and only then copied over the previous file: a failed run leaves the site's files as they were.
// Offline and seeded, so a rerun makes the same videos. Run: npm run media:site [-- NAME…] to
// remake only some (hero needs ecommerce-1, which is then made again too).
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAd, renderAd, runProcess, type AdOptionsInput, type AdProviders, type CreatedAd, type ProductFactsInput } from '@reelsmith/engine';
import { SITE_MEDIA, type SiteVideo } from '../apps/web/src/config/site-media';
import { budgetProblems, kb, posterProblems, probeVideo, type MediaBudget } from './site-media/check-media';
import { auroraFacts, brisaFacts } from './site-media/products';
import { ACME_MARK, REMINDERS, reminderFacts, reminderWriter } from './site-media/reminder';
import { posterArgs, webVideoArgs, type WebVideoSpec } from './site-media/web-video';

const MEDIA_DIR = fileURLToPath(new URL('../apps/web/public/media/', import.meta.url));
// The shortest target the engine takes: it speeds the voice up to fit, but its scenes' minimum
// lengths keep a five-scene ad at about 19–21 s, hence the 22 s ceiling below.
const AD_SECONDS = 15;
// Of the seeds 1–8, the one whose wording is shortest in all three languages (the engine's own choice
// of words; only the seed is picked).
const SEED = 7;
const HERO_MAX_SECONDS = 14;
const AD_BUDGET = { minSeconds: 14, maxSeconds: 22, maxBytes: 1_500_000, hasAudio: true };
const HERO_BUDGET = { minSeconds: 8, maxSeconds: 15, maxBytes: 1_200_000, hasAudio: false };
const AD_ENCODE = { crf: 28, maxrateKbps: 480, audioKbps: 80 };
const HERO_ENCODE = { crf: 25, maxrateKbps: 600, fadeSeconds: 0.5 };

/** One example ad of the site: which entry of SITE_MEDIA it fills and how the engine makes it. */
interface SiteAd {
  media: SiteVideo;
  facts: () => Promise<ProductFactsInput> | ProductFactsInput;
  options?: AdOptionsInput;
  providers?: AdProviders;
}

const reminder = (language: 'en' | 'pt-BR'): Omit<SiteAd, 'media'> => ({
  facts: () => reminderFacts(language),
  // Four scenes fit 20 s with the voice at its natural speed.
  options: { durationSeconds: 20, variables: REMINDERS[language].variables, brand: { logo: ACME_MARK, colors: { primary: '#0d6e6e' } } },
  providers: { scriptWriter: reminderWriter(language) },
});

const ADS: SiteAd[] = [
  { media: SITE_MEDIA.ecommerce.enEs[0], facts: () => auroraFacts('en') },
  { media: SITE_MEDIA.ecommerce.enEs[1], facts: () => brisaFacts('es') },
  { media: SITE_MEDIA.ecommerce.ptBR[0], facts: () => auroraFacts('pt-BR') },
  { media: SITE_MEDIA.ecommerce.ptBR[1], facts: () => brisaFacts('pt-BR') },
  { media: SITE_MEDIA.debtCollection.enEs, ...reminder('en') },
  { media: SITE_MEDIA.debtCollection.ptBR, ...reminder('pt-BR') },
];

const nameOf = (ad: SiteAd) => basename(ad.media.video, '.mp4');
const log = (name: string, message: string) => console.log(`[media:site] ${name.padEnd(20)} ${message}`);

async function ffmpeg(args: string[], signal: AbortSignal): Promise<void> {
  const result = await runProcess({ command: 'ffmpeg', args, stage: 'render', signal, timeoutMs: 600_000 });
  if (result.exitCode !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr.trim()}`);
}

/** Encodes a web copy and its poster in the work folder, checks both, then puts them on the site. */
async function publish(options: { media: SiteVideo; hdVideo: string; hdPoster: string; spec: WebVideoSpec; budget: MediaBudget; workDir: string; signal: AbortSignal }): Promise<void> {
  const { media, workDir, signal } = options;
  const name = basename(media.video, '.mp4');
  const video = join(workDir, basename(media.video));
  const poster = join(workDir, basename(media.poster));
  await ffmpeg(webVideoArgs(options.hdVideo, video, options.spec), signal);
  await ffmpeg(posterArgs(options.hdPoster, poster, media), signal);
  const probed = await probeVideo(video);
  const problems = [...budgetProblems(probed, options.budget), ...(await posterProblems(poster, media))];
  if (problems.length > 0) throw new Error(`${name} misses its budget: ${problems.join('; ')}`);
  await copyFile(video, join(MEDIA_DIR, basename(media.video)));
  await copyFile(poster, join(MEDIA_DIR, basename(media.poster)));
  const streams = [probed.video ? `${probed.video.codec} ${probed.video.width}×${probed.video.height}` : '', probed.audio?.codec ?? 'no audio'].join(', ');
  log(name, `wrote ${media.video}: ${probed.seconds.toFixed(1)} s, ${kb(probed.bytes)} of ${kb(options.budget.maxBytes)}, ${streams}`);
}

async function makeAd(ad: SiteAd, workDir: string, signal: AbortSignal): Promise<CreatedAd> {
  const name = nameOf(ad);
  const facts = await ad.facts();
  if (facts.language !== ad.media.narration) throw new Error(`${name} should speak ${ad.media.narration}, but its facts are in ${facts.language}`);
  const options = { format: '9:16', durationSeconds: AD_SECONDS, seed: SEED, music: 'bundled', captions: true, ...ad.options } satisfies AdOptionsInput;
  log(name, `rendering "${facts.name}" (${facts.language}, ${options.format}, ${options.durationSeconds} s target)`);
  let stage = '';
  const made = await createAd({
    facts,
    options,
    providers: { ...ad.providers },
    outputDir: join(workDir, `${name}.assets`),
    videoPath: join(workDir, `${name}-hd.mp4`),
    posterPath: join(workDir, `${name}-hd.jpg`),
    signal,
    onProgress: (progress) => {
      if (progress.stage !== stage) log(name, `  ${(stage = progress.stage)}…`);
    },
  });
  const spec = { width: ad.media.width, height: ad.media.height, ...AD_ENCODE };
  await publish({ media: ad.media, hdVideo: made.videoPath, hdPoster: made.posterPath, spec, budget: { width: spec.width, height: spec.height, ...AD_BUDGET }, workDir, signal });
  return made;
}

/**
 * The hero loop: the English Aurora ad again in 16:9 from its storyboard (no new script or voice),
 * without captions since it plays muted, cut before the end card and faded at both ends.
 */
async function makeHero(ad: CreatedAd, workDir: string, signal: AbortSignal): Promise<void> {
  const media = SITE_MEDIA.hero;
  const endCard = ad.storyboard.scenes.find((scene) => scene.kind === 'cta');
  const seconds = Math.min(HERO_MAX_SECONDS, (endCard?.startMs ?? ad.durationMs) / 1000);
  log('hero', `rendering the storyboard of ${basename(ad.videoPath)} in 16:9, the first ${seconds.toFixed(1)} s, muted`);
  const hd = await renderAd({ storyboard: ad.storyboard, assetDir: ad.assetDir, format: '16:9', captions: false, videoPath: join(workDir, 'hero-hd.mp4'), posterPath: join(workDir, 'hero-hd.jpg'), signal });
  const spec = { width: media.width, height: media.height, seconds, ...HERO_ENCODE };
  await publish({ media, hdVideo: hd.videoPath, hdPoster: hd.posterPath, spec, budget: { width: media.width, height: media.height, ...HERO_BUDGET }, workDir, signal });
}

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-site-media-'));
const started = performance.now();
try {
  await mkdir(MEDIA_DIR, { recursive: true });
  const asked = new Set(process.argv.slice(2));
  const known = ['hero', ...ADS.map(nameOf)];
  const unknown = [...asked].filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown video ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  const wanted = (name: string) => asked.size === 0 || asked.has(name) || (name === 'ecommerce-1' && asked.has('hero'));
  for (const ad of ADS.filter((ad) => wanted(nameOf(ad)))) {
    const made = await makeAd(ad, workDir, controller.signal);
    if (ad.media === SITE_MEDIA.ecommerce.enEs[0] && wanted('hero')) await makeHero(made, workDir, controller.signal);
  }
  console.log(`[media:site] done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${MEDIA_DIR}`);
} catch (error) {
  console.error(`[media:site] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
