import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion, startLocalServer, type LocalServer } from '../test/local-http';
import { probe } from '../test/media';
import { runCli } from './main';

const BIN = fileURLToPath(new URL('../../bin/reelsmith.js', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../../assets/examples/aurora-lamp/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reelsmith-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI in this process, its output captured. */
async function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text) => void (stdout += text) },
    stderr: { write: (text) => void (stderr += text) },
    env,
    cwd: dir,
  });
  return { code, stdout, stderr };
}

const words = {
  hook: { title: 'Your desk, finally bright', subtitle: null, narration: 'Tired of squinting at your desk? Say hello to Aurora.' },
  benefits: [
    { title: 'No glare, no shadows', narration: 'It spreads soft, even light over your whole desk.' },
    { title: 'Goes where you go', narration: 'The arm folds flat, so it fits in your bag.' },
  ],
  cta: { title: 'Get yours today', narration: 'Order your Aurora today.' },
};

describe('reelsmith render', () => {
  let llm: LocalServer;
  beforeAll(async () => {
    llm = await startLocalServer();
  });
  afterAll(() => llm.close());

  it('makes a square ad of a described product, its script by the configured language model', async () => {
    llm.respond((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(JSON.stringify(words))));
    const result = await run(
      ['render', '--description', 'A desk lamp that folds flat. Soft light without glare.', '--name', 'Aurora Lamp', '--image', join(EXAMPLE, 'aurora-hero.jpg'), '--image', join(EXAMPLE, 'aurora-detail.jpg'), '--price', '49.90', '--currency', 'USD', '--format', '1:1', '--duration', '15', '--out', 'square.mp4', '--json', '--quiet'],
      { LLM_BASE_URL: llm.baseURL, LLM_API_KEY: 'sk-cli', LLM_MODEL: 'local-model' },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const made = JSON.parse(result.stdout) as { video: string; poster: string; storyboard: string; width: number; height: number; durationSeconds: number };
    expect(made).toMatchObject({ video: join(dir, 'square.mp4'), poster: join(dir, 'square.jpg'), storyboard: join(dir, 'square.assets', 'storyboard.json'), width: 1080, height: 1080 });
    const info = await probe(made.video);
    expect([info.video.width, info.video.height]).toEqual([1080, 1080]);
    expect(Math.abs(info.durationSec - made.durationSeconds)).toBeLessThanOrEqual(0.2);
    expect(existsSync(made.poster)).toBe(true);
    const storyboard = JSON.parse(readFileSync(made.storyboard, 'utf8')) as { script: { writer: string; scenes: { title: string }[] }; product: { name: string } };
    expect(storyboard.product.name).toBe('Aurora Lamp');
    expect(storyboard.script.writer).toBe('llm');
    expect(storyboard.script.scenes[0]?.title).toBe('Your desk, finally bright');
    expect(JSON.parse(llm.requests.at(-1)?.body ?? '{}')).toMatchObject({ model: 'local-model' });
  });

  it('re-renders that ad from its storyboard in another format, without speaking again', async () => {
    const narration = join(dir, 'square.assets', 'narration.wav');
    const before = readFileSync(narration);
    const result = await run(['render', '--storyboard', 'square.assets/storyboard.json', '--format', '16:9', '--out', 'wide.mp4']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Made wide\.mp4: 1920×1080, [\d.]+ s, in [\d.]+ s\n {2}poster {6}wide\.jpg\n {2}storyboard {2}square\.assets\/storyboard\.json\n$/);
    // Progress went to stderr: a log (not a terminal) gets a line per quarter.
    expect(result.stderr).toMatch(/render\s+100%/);
    expect((await probe(join(dir, 'wide.mp4'))).video.width).toBe(1920);
    expect(readFileSync(narration).equals(before)).toBe(true);
  });

  it('makes the ad with the offline writer when the language model fails, and says so', async () => {
    llm.respond((_request, response) => response.writeHead(503).end('busy'));
    const result = await run(['render', '--example', '--lang', 'pt-BR', '--format', '1:1', '--duration', '15', '--out', 'fallback.mp4', '--quiet'], { LLM_BASE_URL: llm.baseURL });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/warning: the language model could not write the script; the offline writer wrote it instead: .*HTTP 503/);
    const storyboard = JSON.parse(readFileSync(join(dir, 'fallback.assets', 'storyboard.json'), 'utf8')) as { script: { writer: string }; language: string };
    expect(storyboard).toMatchObject({ language: 'pt-BR', script: { writer: 'offline' } });
  });

  it('refuses a picture that is not one, with the engine error and nothing left behind', async () => {
    writeFileSync(join(dir, 'photo.jpg'), 'this is not a picture');
    const result = await run(['render', '--description', 'A mug.', '--image', 'photo.jpg', '--out', 'mug.mp4', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^reelsmith: .*photo\.jpg.* \(images: IMAGE_UNREADABLE\)\n$/);
    expect(readdirSync(dir).filter((name) => name.startsWith('mug'))).toEqual([]);
  });

  it('says what is wrong with a facts file', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"name": "Lamp",');
    expect((await run(['render', '--facts', 'broken.json'])).stderr).toMatch(/The facts file .*broken\.json is not valid JSON/);
    writeFileSync(join(dir, 'noimages.json'), JSON.stringify({ name: 'Lamp', language: 'en', images: [] }));
    const result = await run(['render', '--facts', 'noimages.json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/at least one product image is needed.*\(input: NO_IMAGES\)/);
    writeFileSync(join(dir, 'french.json'), JSON.stringify({ name: 'Lampe', language: 'fr', images: ['a.jpg'] }));
    expect((await run(['render', '--facts', 'french.json'])).stderr).toMatch(/the language must be en, es or pt-BR.*UNSUPPORTED_LANGUAGE/);
  });

  it("does not overwrite a folder that is not an earlier ad's", async () => {
    const folder = join(dir, 'mine.assets');
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(join(dir, 'keep.txt'), 'x');
    await import('node:fs/promises').then((fs) => fs.mkdir(folder)).then(() => writeFileSync(join(folder, 'notes.txt'), 'mine'));
    const result = await run(['render', '--example', '--out', 'mine.mp4', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not the asset folder of an earlier ad; choose another --out/);
    expect(readFileSync(join(folder, 'notes.txt'), 'utf8')).toBe('mine');
  });
});

describe('the reelsmith program', () => {
  const program = (args: string[], onStderr?: (text: string, kill: () => void) => void) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env: { ...process.env, LLM_BASE_URL: '', LLM_API_KEY: '', TTS_BASE_URL: '', TTS_API_KEY: '' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        onStderr?.(stderr, () => child.kill('SIGINT'));
      });
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('prints its usage, and exits 2 on a mistake', async () => {
    const help = await program(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: reelsmith render \[options\]/);
    const wrong = await program(['render', '--example', '--format', 'portrait']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe('reelsmith: --format must be one of 9:16, 1:1, 16:9 (got "portrait")\nSee: reelsmith --help\n');
  });

  it('stops on Ctrl-C, removes what it half made and exits 130', async () => {
    let interrupted = false;
    const result = await program(['render', '--example', '--out', 'stopped.mp4'], (stderr, kill) => {
      if (!interrupted && /render\s+\d+%/.test(stderr)) {
        interrupted = true;
        kill();
      }
    });
    expect(interrupted).toBe(true);
    expect(result.code).toBe(130);
    expect(result.stderr).toMatch(/Stopping…/);
    expect(readdirSync(dir).filter((name) => name.startsWith('stopped'))).toEqual([]);
  });
});
