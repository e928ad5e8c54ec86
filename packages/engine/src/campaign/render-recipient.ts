import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TOOLS, runFfmpeg } from '../adapters/ffmpeg';
import { EngineError } from '../errors';
import { speakScenes, type AdProviders } from '../pipeline/create-ad';
import { FPS, buildJoinArgs } from '../stages/render/filter-graph';
import { layoutFor } from '../stages/render/layout';
import { MUSIC_GAIN_DB, type RenderedVideo } from '../stages/render/render-storyboard';
import { fillVariables, requiredVariables } from '../stages/script/text';
import { narrationGainDb, type NarrationClip } from '../stages/voice/narration';
import { PLAN_FILE, campaignPlanSchema, type CampaignPlan, type CampaignScene } from './campaign-plan';
import { drawInProcess } from './draw-in-process';
import { encodeSegment, msOfFrames, planSegment, segmentWorkDir, type PlannedSegment, type SegmentLook, type SegmentScene } from './segments';

/** A recipient's finished video, and where its segments were joined (ms), for checks. */
export interface RecipientVideo extends RenderedVideo {
  joinsMs: number[];
}

/** Reads a campaign's plan from its folder. */
export async function readCampaignPlan(planDir: string): Promise<CampaignPlan> {
  return campaignPlanSchema.parse(JSON.parse(await readFile(join(planDir, PLAN_FILE), 'utf8')));
}

/** A concat-demuxer list naming each file (quotes in a path escaped as the format asks). */
const concatList = (files: readonly string[]) => files.map((file) => `file '${file.replaceAll("'", "'\\''")}'`).join('\n') + '\n';

/**
 * Makes one recipient's video from a prepared campaign: only the personal scenes are voiced, drawn
 * and encoded; the shared segments are joined to them as they are (no re-encoding), under one sound
 * track made for the whole video, so voice and music run on across every join.
 */
export async function renderRecipient(request: {
  planDir: string;
  /** The plan, when the caller has read it already (a worker rendering many recipients). */
  plan?: CampaignPlan;
  variables: Readonly<Record<string, string>>;
  /** This recipient's own texts for the plan's scenes (written by a language model), used as they are. */
  scenes?: readonly CampaignScene[];
  videoPath: string;
  posterPath: string;
  providers?: Pick<AdProviders, 'voice' | 'tools'>;
  signal?: AbortSignal;
}): Promise<RecipientVideo> {
  const { planDir, variables, signal } = request;
  const plan = request.plan ?? (await readCampaignPlan(planDir));
  const tools = request.providers?.tools ?? DEFAULT_TOOLS;
  const { createEspeakVoice } = await import('../stages/voice/espeak-voice');
  const voice = request.providers?.voice ?? createEspeakVoice({ espeakPath: tools.espeakPath });
  const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-recipient-'));
  try {
    // Every variable named without a fallback needs a value: "Hi !" is not a greeting.
    const texts = plan.scenes.flatMap((scene) => [scene.title, scene.subtitle ?? '', scene.narration]).concat(plan.link ?? '');
    const missing = [...new Set(texts.flatMap(requiredVariables))].filter((name) => !variables[name]?.trim());
    if (missing.length > 0) throw new EngineError('input', 'INVALID_INPUT', `No value for ${missing.map((name) => `{{${name}}}`).join(', ')}`, false);
    const own = request.scenes;
    if (own && (own.length !== plan.scenes.length || own.some((scene, i) => scene.kind !== plan.scenes[i]?.kind))) throw new EngineError('input', 'INVALID_INPUT', "The recipient's scenes do not match the campaign's scenes", false);
    const filled = new Map<number, SegmentScene>();
    for (const segment of plan.segments) {
      if (segment.kind !== 'personal') continue;
      for (const index of segment.scenes) {
        const scene = plan.scenes[index];
        if (!scene) continue;
        const source = own?.[index] ?? scene;
        const fill = (text: string) => (source === scene ? fillVariables(text, variables) : text).trim();
        const title = fill(source.title);
        const narration = fill(source.narration);
        const subtitle = source.subtitle ? fill(source.subtitle) : '';
        if (!title || !narration) throw new EngineError('input', 'INVALID_INPUT', `Scene ${index + 1} has no text for this recipient: a value it needs is missing`, false);
        filled.set(index, { kind: scene.kind, title, narration, imageIndex: scene.imageIndex, frame: join(planDir, scene.frame), ...(subtitle ? { subtitle } : {}) });
      }
    }
    const personalIndexes = [...filled.keys()];
    const clips = await speakScenes({
      script: { language: plan.language, scenes: personalIndexes.map((i) => filled.get(i) ?? { narration: '' }) },
      voice,
      ...(plan.voice ? { voiceName: plan.voice } : {}),
      workDir,
      fileName: (k) => `voice-${personalIndexes[k] ?? k}.wav`,
      ...(signal ? { signal } : {}),
    });
    const clipOf = (sceneIndex: number) => clips[personalIndexes.indexOf(sceneIndex)] ?? { durationMs: 0 };

    const link = plan.link ? fillVariables(plan.link, variables).trim() : '';
    const look: SegmentLook = {
      format: plan.format,
      language: plan.language,
      theme: plan.theme,
      headline: plan.headline,
      ...(link ? { link } : {}),
      ...(plan.logo ? { logoFile: plan.logo } : {}),
      assetDir: planDir,
      watermark: plan.watermark,
      captions: plan.captions,
      seed: plan.seed,
    };
    const draw = drawInProcess();
    const files: string[] = [];
    const narration: NarrationClip[] = [];
    const toEncode: PlannedSegment[] = [];
    let startFrames = 0;
    const joinsMs: number[] = [];
    const firstPersonal = plan.segments[0]?.kind === 'personal';
    for (const [index, segment] of plan.segments.entries()) {
      const startMs = msOfFrames(startFrames);
      if (index > 0) joinsMs.push(startMs);
      if (segment.kind === 'shared') {
        files.push(join(planDir, segment.file));
        narration.push(...segment.clips.map((clip) => ({ path: join(planDir, clip.file), startMs: startMs + clip.startMs, ...(clip.gainDb === undefined ? {} : { gainDb: clip.gainDb }) })));
        startFrames += segment.frames;
        continue;
      }
      const output = join(workDir, `segment-${index}.mp4`);
      const planned = await planSegment({
        scenes: segment.scenes.map((i) => filled.get(i) as SegmentScene),
        clips: segment.scenes.map(clipOf),
        look,
        position: { index, first: index === 0, last: index === plan.segments.length - 1 },
        workDir: segmentWorkDir(workDir, index),
        output,
        ...(index === 0 ? { posterPath: request.posterPath } : {}),
        still: true,
        draw,
      });
      toEncode.push(planned);
      files.push(output);
      narration.push(...segment.scenes.map((i, k) => ({ path: join(workDir, `voice-${i}.wav`), startMs: startMs + (planned.clipStartsMs[k] ?? 0) })));
      startFrames += planned.frames;
    }
    const durationMs = msOfFrames(startFrames);
    const listPath = join(workDir, 'segments.txt');
    // The voice is measured while the personal segments encode; the join places it, so the sound is
    // mixed and encoded in that one ffmpeg run.
    const [gainDb] = await Promise.all([
      narrationGainDb(narration),
      (async () => {
        for (const segment of toEncode) await encodeSegment(segment, tools, signal);
      })(),
      writeFile(listPath, concatList(files)),
    ]);
    await runFfmpeg({
      tools,
      args: buildJoinArgs({
        segmentList: listPath,
        seconds: startFrames / FPS,
        sound: { narration: { clips: narration, gainDb }, ...(plan.music ? { music: { path: join(planDir, plan.music), gainDb: MUSIC_GAIN_DB } } : {}) },
        output: request.videoPath,
      }),
      stage: 'render',
      ...(signal ? { signal } : {}),
    });
    if (!firstPersonal) {
      if (!plan.poster) throw new EngineError('render', 'RENDER_FAILED', 'The campaign has no poster', false);
      await copyFile(join(planDir, plan.poster), request.posterPath);
    }
    const layout = layoutFor(plan.format);
    return { videoPath: request.videoPath, posterPath: request.posterPath, format: plan.format, width: layout.width, height: layout.height, durationMs, joinsMs };
  } catch (error) {
    await Promise.all([rm(request.videoPath, { force: true }), rm(request.posterPath, { force: true })]);
    if (signal?.aborted && !(error instanceof EngineError && error.code === 'CANCELLED')) throw new EngineError('render', 'CANCELLED', 'The video was cancelled', false, { cause: error });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
