import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import type { Logger } from '../../ports';
import { productFactsSchema } from '../../schema';
import { chatCompletion, closedPort, startLocalServer, type LocalServer } from '../../test/local-http';
import { createLlmScriptWriter } from './llm-writer';
import { writeOfflineScript } from './offline-writer';

const facts = productFactsSchema.parse({
  name: 'Cafeteira Italiana Tramontina 6 Xícaras',
  description: 'Cafeteira em alumínio polido para preparar café forte e encorpado no fogão.',
  features: ['Alumínio polido de alta durabilidade', 'Serve até 6 xícaras', 'Funciona em fogão a gás e elétrico'],
  price: 129.9,
  old_price: 159.9,
  currency: 'BRL',
  url: 'https://www.mercadolivre.com.br/cafeteira-italiana/p/MLB123',
  images: ['a.jpg'],
  language: 'pt-BR',
});

const words = {
  hook: { title: 'Café de verdade, {{first_name}}', subtitle: null, narration: 'Olá {{first_name}}! Sabe aquele café forte de domingo? Ele cabe na sua cozinha.' },
  benefits: [
    { title: 'Alumínio que dura anos.', narration: 'Feita em alumínio polido, ela aguenta o uso de todo dia.' },
    { title: 'Seis xícaras de uma vez', narration: 'Prepara até seis xícaras, para a família inteira.' },
    { title: 'Gás ou elétrico', narration: 'Funciona no fogão a gás e no elétrico.' },
  ],
  cta: { title: 'Garanta a sua hoje', narration: 'Garanta a sua agora no Mercado Livre.' },
};

function recordingLogger() {
  const warnings: { message: string; details?: Record<string, unknown> }[] = [];
  const logger: Logger = { info() {}, warn: (message, details) => warnings.push({ message, ...(details ? { details } : {}) }) };
  return { logger, warnings };
}

const request = { facts, targetSeconds: 30, seed: 7, variables: { first_name: 'Ana' } };

describe('createLlmScriptWriter against a local OpenAI-compatible server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.close());

  const writer = (timeoutMs = 5_000, fallback: 'offline' | 'none' = 'offline') => {
    const log = recordingLogger();
    return { ...log, writer: createLlmScriptWriter({ settings: { baseURL: server.baseURL, apiKey: 'sk-local-test', model: 'test-model', timeoutMs }, logger: log.logger, fallback }) };
  };

  it("uses the model's words, with our exact prices and address, and fills in the viewer's name", async () => {
    server.respond((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(JSON.stringify(words))));
    const { writer: llm, warnings } = writer();
    const script = await llm.write(request);

    expect(warnings).toEqual([]);
    expect(script.writer).toBe('llm');
    expect(script.scenes.map((s) => s.kind)).toEqual(['hook', 'benefit', 'benefit', 'benefit', 'offer', 'cta']);
    expect(script.scenes[0]).toMatchObject({ title: 'Café de verdade, Ana', narration: expect.stringContaining('Olá Ana!') as string });
    expect(script.scenes[1]?.title).toBe('Alumínio que dura anos');
    const offer = script.scenes.find((s) => s.kind === 'offer');
    expect(offer?.offer).toEqual({ price: 'R$\u00a0129,90', oldPrice: 'R$\u00a0159,90', discountPercent: 19 });
    expect(script.scenes.at(-1)).toMatchObject({ title: 'Garanta a sua hoje', subtitle: 'mercadolivre.com.br' });

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-local-test');
    const body = JSON.parse(sent.body) as { model: string; seed: number; response_format: { type: string }; messages: { content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.seed).toBe(7);
    expect(body.response_format.type).toBe('json_schema');
    // OpenAI's strict mode refuses a schema with a property left out of "required".
    expect(sent.body).toContain('"required":["title","subtitle","narration"]');
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Brazilian Portuguese');
    expect(prompt).toContain('exactly 3 benefits');
    expect(prompt).toContain('Ana');
  });

  const failures: [string, (response: ServerResponse) => void, string][] = [
    ['answers HTTP 500', (response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'), 'PROVIDER_FAILED'],
    ['answers with text that is not JSON', (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion('Here is your ad: a great coffee maker!')), 'PROVIDER_INVALID_OUTPUT'],
    [
      'answers JSON of the wrong shape (one benefit)',
      (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(JSON.stringify({ ...words, benefits: words.benefits.slice(0, 1) }))),
      'PROVIDER_INVALID_OUTPUT',
    ],
  ];

  it.each(failures)('falls back to the offline writer and logs why when the model %s', async (_label, answer, code) => {
    server.respond((_request, response) => answer(response));
    const { writer: llm, warnings } = writer();
    const script = await llm.write(request);
    expect(script).toEqual(writeOfflineScript(request));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/offline writer/);
    expect(warnings[0]?.details).toMatchObject({ model: 'test-model', code });
    expect(JSON.stringify(warnings)).not.toContain('sk-local-test');
  });

  it('falls back when the model does not answer in time', async () => {
    server.respond(() => {
      // never answers
    });
    const { writer: llm, warnings } = writer(300);
    const script = await llm.write(request);
    expect(script.writer).toBe('offline');
    expect(warnings[0]?.details).toMatchObject({ code: 'PROVIDER_TIMEOUT' });
  });

  it('falls back when nothing listens at the address', async () => {
    const port = await closedPort();
    const log = recordingLogger();
    const llm = createLlmScriptWriter({ settings: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm', timeoutMs: 10_000 }, logger: log.logger });
    const script = await llm.write(request);
    expect(script.writer).toBe('offline');
    expect(log.warnings[0]?.details).toMatchObject({ code: 'PROVIDER_UNREACHABLE' });
  });

  it("throws the typed error instead when asked not to fall back", async () => {
    const port = await closedPort();
    const llm = createLlmScriptWriter({ settings: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm' }, logger: recordingLogger().logger, fallback: 'none' });
    const error = await llm.write(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ stage: 'script', code: 'PROVIDER_UNREACHABLE', retryable: true });
  });

  it('stops on cancellation without falling back', async () => {
    server.respond(() => {
      // never answers
    });
    const { writer: llm, warnings } = writer(10_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await llm.write({ ...request, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CANCELLED' });
    expect(warnings).toEqual([]);
  });
});
