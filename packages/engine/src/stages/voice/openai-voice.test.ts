import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { closedPort, startLocalServer, type LocalServer } from '../../test/local-http';
import { createOpenAiVoice } from './openai-voice';
import { readWavInfo, readWavSamples, wavHeader } from './wav';

/** A 24 kHz mono 16-bit WAV with a tone, its sizes unset as a streaming server writes them. */
function streamedWav(seconds: number): Buffer {
  const rate = 24_000;
  const samples = Buffer.alloc(Math.round(rate * seconds) * 2);
  for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate)), i * 2);
  return Buffer.concat([wavHeader({ sampleRate: rate, channels: 1 }), samples]);
}

const dir = mkdtempSync(join(tmpdir(), 'reelsmith-tts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('OpenAI text-to-speech voice against a local server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.close());

  it('asks for the text in the chosen voice and saves the WAV clip with its length', async () => {
    server.respond((_request, response) => response.writeHead(200, { 'content-type': 'audio/wav' }).end(streamedWav(1.5)));
    const voice = createOpenAiVoice({ baseURL: `${server.baseURL}/`, apiKey: 'sk-tts-test' });
    const outputPath = join(dir, 'clip.wav');
    const { durationMs } = await voice.synthesize({ text: 'Conheça a cafeteira Tramontina.', language: 'pt-BR', voice: 'nova', outputPath });

    expect(durationMs).toBe(1500);
    expect((await readWavInfo(outputPath)).sampleRate).toBe(24_000);
    expect((await readWavSamples(outputPath)).samples.length).toBe(36_000);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/audio/speech');
    expect(sent.headers.authorization).toBe('Bearer sk-tts-test');
    expect(JSON.parse(sent.body)).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      input: 'Conheça a cafeteira Tramontina.',
      response_format: 'wav',
      instructions: expect.stringContaining('português do Brasil') as string,
    });
  });

  it('speaks the product’s female and male voices with voices every model has', async () => {
    server.respond((_request, response) => response.writeHead(200, { 'content-type': 'audio/wav' }).end(streamedWav(0.5)));
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'k', model: 'tts-1' });
    const sentVoice = async (kind: string) => {
      await voice.synthesize({ text: 'Hello.', language: 'en', voice: kind, outputPath: join(dir, `${kind}.wav`) });
      return (JSON.parse(server.requests.at(-1)!.body) as { voice: string }).voice;
    };
    expect([await sentVoice('female'), await sentVoice('male')]).toEqual(['nova', 'onyx']);
  });

  it('uses its default voice for a name that is not one, and sends no directions to tts-1', async () => {
    server.respond((_request, response) => response.writeHead(200, { 'content-type': 'audio/wav' }).end(streamedWav(0.5)));
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'k', model: 'tts-1', voice: 'onyx' });
    await voice.synthesize({ text: 'Hello.', language: 'en', voice: '../../etc/passwd', outputPath: join(dir, 'default.wav') });
    const body = JSON.parse(server.requests.at(-1)!.body) as Record<string, unknown>;
    expect(body.voice).toBe('onyx');
    expect(body).not.toHaveProperty('instructions');
  });

  it('reports an HTTP error as PROVIDER_FAILED, without the key', async () => {
    server.respond((_request, response) => response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"Incorrect API key"}}'));
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'sk-secret-key' });
    const error = await voice.synthesize({ text: 'Hello.', language: 'en', outputPath: join(dir, 'denied.wav') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ stage: 'voice', code: 'PROVIDER_FAILED', retryable: false });
    expect((error as Error).message).toContain('HTTP 401');
    expect((error as Error).message).not.toContain('sk-secret-key');
  });

  it('refuses audio that is not a 16-bit WAV and leaves no file behind', async () => {
    server.respond((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000 not really mp3')));
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'k' });
    const outputPath = join(dir, 'mp3.wav');
    const error = await voice.synthesize({ text: 'Hello.', language: 'en', outputPath }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_INVALID_OUTPUT' });
    expect((error as Error).message).toMatch(/usable WAV/);
    expect(existsSync(outputPath)).toBe(false);
  });

  it('gives up after its timeout', async () => {
    server.respond(() => {
      // never answers
    });
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'k', timeoutMs: 300 });
    const error = await voice.synthesize({ text: 'Hello.', language: 'en', outputPath: join(dir, 'slow.wav') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_TIMEOUT', retryable: true });
  });

  it('says when nothing listens at the address', async () => {
    const voice = createOpenAiVoice({ baseURL: `http://127.0.0.1:${await closedPort()}/v1`, apiKey: 'k' });
    const error = await voice.synthesize({ text: 'Hello.', language: 'en', outputPath: join(dir, 'none.wav') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_UNREACHABLE' });
  });

  it('stops when cancelled', async () => {
    server.respond(() => {
      // never answers
    });
    const voice = createOpenAiVoice({ baseURL: server.baseURL, apiKey: 'k' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await voice.synthesize({ text: 'Hello.', language: 'en', outputPath: join(dir, 'cancel.wav'), signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CANCELLED' });
  });
});
