import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_TOOLS } from '../adapters/ffmpeg';
import { EngineError } from '../errors';
import type { ProgressListener } from '../ports';
import { prepareLogo, prepareMusic, speakScenes, type AdProviders } from '../pipeline/create-ad';
import { adOptionsSchema, type AdOptionsInput, type ImageSource } from '../schema';
import { accentFromImage, prepareSourceImages, textColorOn, type PreparedSource } from '../stages/images/prepare-sources';
import { layoutFor } from '../stages/render/layout';
import { prepareFrames } from '../stages/render/visual-frames';
import { imageFor } from '../stages/storyboard/build-storyboard';
import { createEspeakVoice } from '../stages/voice/espeak-voice';
import { PLAN_FILE, campaignPlanSchema, campaignTemplateSchema, isPersonal, type CampaignPlan, type CampaignTemplateInput, type PlanScene, type PlanSegment } from './campaign-plan';
import { withClipSegment, type CampaignClip } from './clip-segment';
import { drawInProcess } from './draw-in-process';
import { encodeSegment, planSegment, segmentWorkDir, type SegmentLook } from './segments';

/** The colour of a campaign without pictures or brand colours. */
const DEFAULT_ACCENT = '#4f46e5';

/** A picture for a campaign without product photos: a soft diagonal gradient of the brand colour. */
async function plainBackground(accent: string, assetDir: string): Promise<PreparedSource> {
  const file = 'image-0.jpg';
  const size = 1600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(join(assetDir, file));
  return { file, width: size, height: size };
}

/** Groups neighbouring scenes that are both shared or both personal. */
function runsOf(scenes: readonly PlanScene[]): { personal: boolean; scenes: number[] }[] {
  const runs: { personal: boolean; scenes: number[] }[] = [];
  scenes.forEach((scene, index) => {
    const last = runs.at(-1);
    if (last && last.personal === scene.personal) last.scenes.push(index);
    else runs.push({ personal: scene.personal, scenes: [index] });
  });
  return runs;
}

/**
 * Prepares a campaign once, for all its recipients: the pictures, the shared scenes' voice, and every
 * segment that is the same for everyone, rendered now; what varies (scenes whose texts hold
 * {{variables}}, and the end card when its QR code does) is left for renderRecipient. Everything goes
 * into `outputDir`, with the plan in campaign.json.
 */
export async function prepareCampaign(request: {
  template: CampaignTemplateInput;
  /** Product pictures; without any, the scenes show a gradient of the brand colour. */
  images?: readonly ImageSource[];
  options?: Omit<AdOptionsInput, 'variables' | 'durationSeconds'>;
  providers?: AdProviders;
  outputDir: string;
  /** 'ai': a language model rewrites every scene for each recipient, so no scene is shared. */
  personalization?: 'template' | 'ai';
  /** The business's own clip, played before the first scene or after the last (a shared segment). */
  clip?: CampaignClip;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}): Promise<CampaignPlan> {
  const parsedTemplate = campaignTemplateSchema.safeParse(request.template);
  if (!parsedTemplate.success) throw new EngineError('input', 'INVALID_INPUT', `The campaign's script is invalid: ${parsedTemplate.error.issues[0]?.message ?? 'unknown'}`, false);
  const template = parsedTemplate.data;
  const options = adOptionsSchema.parse(request.options ?? {});
  const providers = request.providers ?? {};
  const tools = providers.tools ?? DEFAULT_TOOLS;
  const voice = providers.voice ?? createEspeakVoice({ espeakPath: tools.espeakPath });
  const { outputDir, signal } = request;
  const report = (percent: number) => request.onProgress?.({ stage: 'preparing', percent: Math.round(percent) });

  await mkdir(outputDir, { recursive: true });
  const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-campaign-'));
  try {
    report(0);
    const images = request.images?.length
      ? await prepareSourceImages({ images: request.images, assetDir: outputDir })
      : [await plainBackground(options.brand.colors?.primary ?? DEFAULT_ACCENT, outputDir)];
    const logo = options.brand.logo ? await prepareLogo(options.brand.logo, outputDir) : null;
    const accent = options.brand.colors?.primary ?? (request.images?.length ? await accentFromImage(join(outputDir, images[0]?.file ?? '')) : DEFAULT_ACCENT);
    const theme = { accent, accentText: textColorOn(accent) };
    const headline = template.headline ?? template.scenes[0]?.title ?? '';

    const sceneImages = template.scenes.map((scene, i) => imageFor(scene.kind, i, images.length));
    const frames = await prepareFrames({
      format: options.format,
      assetDir: outputDir,
      workDir: outputDir,
      language: template.language,
      theme,
      images: images.map((image) => image.file),
      productName: headline,
      watermark: options.watermark,
      scenes: template.scenes.map((scene, i) => ({ kind: scene.kind, title: scene.title, imageIndex: sceneImages[i] ?? 0 })),
      captions: [],
    });
    const scenes: PlanScene[] = template.scenes.map((scene, i) => ({
      ...scene,
      personal: request.personalization === 'ai' || isPersonal(scene.title) || isPersonal(scene.subtitle) || isPersonal(scene.narration) || (scene.kind === 'cta' && isPersonal(template.link)),
      imageIndex: sceneImages[i] ?? 0,
      frame: basename(frames[i] ?? ''),
    }));
    report(15);

    const music = await prepareMusic({ choice: options.music, outputDir, tools, ...(signal ? { signal } : {}) });
    const sharedIndexes = scenes.flatMap((scene, i) => (scene.personal ? [] : [i]));
    const clips = await speakScenes({
      script: { language: template.language, scenes: sharedIndexes.map((i) => scenes[i] ?? { narration: '' }) },
      voice,
      ...(options.voice ? { voiceName: options.voice } : {}),
      workDir: outputDir,
      fileName: (k) => `voice-${sharedIndexes[k] ?? k}.wav`,
      ...(signal ? { signal } : {}),
    });
    const clipOf = (sceneIndex: number) => clips[sharedIndexes.indexOf(sceneIndex)] ?? { durationMs: 0 };
    report(35);

    const look: SegmentLook = {
      format: options.format,
      language: template.language,
      theme,
      headline,
      ...(template.link && !isPersonal(template.link) ? { link: template.link } : {}),
      ...(logo ? { logoFile: logo.file } : {}),
      assetDir: outputDir,
      watermark: options.watermark,
      captions: options.captions,
      seed: options.seed,
    };
    const runs = runsOf(scenes);
    const draw = drawInProcess();
    let segments: PlanSegment[] = [];
    let poster: string | null = null;
    // Where each run sits in the video, counting the clip's segment.
    const clipFirst = request.clip?.position === 'start' ? 1 : 0;
    const segmentCount = runs.length + (request.clip ? 1 : 0);
    for (const [index, run] of runs.entries()) {
      if (run.personal) {
        segments.push({ kind: 'personal', scenes: run.scenes });
        continue;
      }
      const file = `segment-${index}.mp4`;
      const posterFile = index + clipFirst === 0 ? 'poster.jpg' : undefined;
      const planned = await planSegment({
        scenes: run.scenes.map((i) => ({ ...(scenes[i] as PlanScene), frame: join(outputDir, scenes[i]?.frame ?? '') })),
        clips: run.scenes.map(clipOf),
        look,
        position: { index: index + clipFirst, first: index + clipFirst === 0, last: index + clipFirst === segmentCount - 1 },
        workDir: segmentWorkDir(workDir, index),
        output: join(outputDir, file),
        ...(posterFile ? { posterPath: join(outputDir, posterFile) } : {}),
        draw,
      });
      await encodeSegment(planned, tools, signal);
      if (posterFile) poster = posterFile;
      segments.push({ kind: 'shared', scenes: run.scenes, file, frames: planned.frames, clips: run.scenes.map((i, k) => ({ file: `voice-${i}.wav`, startMs: planned.clipStartsMs[k] ?? 0 })) });
      report(35 + (60 * (index + 1)) / runs.length);
    }
    if (request.clip) {
      const { width, height } = layoutFor(options.format);
      ({ segments, poster } = await withClipSegment({ segments, poster, clip: request.clip, width, height, outputDir, tools, ...(signal ? { signal } : {}) }));
    }

    const plan = campaignPlanSchema.parse({
      version: 1,
      language: template.language,
      format: options.format,
      seed: options.seed,
      ...(options.voice ? { voice: options.voice } : {}),
      theme,
      headline,
      ...(template.link ? { link: template.link } : {}),
      logo: logo?.file ?? null,
      music: music?.file ?? null,
      watermark: options.watermark,
      captions: options.captions,
      scenes,
      segments,
      poster,
    } satisfies CampaignPlan);
    await writeFile(join(outputDir, PLAN_FILE), `${JSON.stringify(plan, null, 2)}\n`);
    report(100);
    return plan;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
