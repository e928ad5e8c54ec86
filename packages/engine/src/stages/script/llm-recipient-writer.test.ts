import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignTemplate } from '../../campaign/campaign-plan';
import { personalizeScript } from '../../campaign/personalize-script';
import { EngineError } from '../../errors';
import type { Logger } from '../../ports';
import { chatCompletion, startLocalServer, type LocalServer } from '../../test/local-http';
import { createLlmRecipientWriter } from './llm-recipient-writer';

const template: CampaignTemplate = {
  language: 'es',
  scenes: [
    { kind: 'hook', title: '¡Hola, {{first_name}}!', narration: 'Hola, {{first_name}}. Te escribimos de Banco Sol.' },
    { kind: 'offer', title: '{{amount}}', subtitle: 'Vence el {{due_date}}', narration: 'Tu factura de {{amount}} vence el {{due_date}}.' },
  ],
};
const variables = { first_name: 'Lucía', amount: '1.299,90 €', due_date: '12 de mayo' };
// As a strict structured output names every field: the greeting's subtitle is null.
const written = [
  { kind: 'hook', title: 'Lucía, ¡qué gusto!', subtitle: null, narration: '¡Hola, Lucía! Soy tu asesora de Banco Sol y tengo un recordatorio para ti.' },
  { kind: 'offer', title: '1.299,90 €', subtitle: 'Hasta el 12 de mayo', narration: 'Tu factura de 1.299,90 € vence el 12 de mayo; págala cuando te venga bien.' },
];
const filled = [
  { kind: 'hook', title: '¡Hola, Lucía!', narration: 'Hola, Lucía. Te escribimos de Banco Sol.' },
  { kind: 'offer', title: '1.299,90 €', subtitle: 'Vence el 12 de mayo', narration: 'Tu factura de 1.299,90 € vence el 12 de mayo.' },
];

function recordingLogger() {
  const warnings: { message: string; details?: Record<string, unknown> }[] = [];
  const logger: Logger = { info() {}, warn: (message, details) => warnings.push({ message, ...(details ? { details } : {}) }) };
  return { logger, warnings };
}

describe('createLlmRecipientWriter against a local OpenAI-compatible server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server.close());

  const answer = (content: string) => server.respond((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(content)));
  const personalize = (timeoutMs = 5_000) => {
    const log = recordingLogger();
    const writer = createLlmRecipientWriter({ settings: { baseURL: server.baseURL, apiKey: 'sk-local-test', model: 'test-model', timeoutMs } });
    return { ...log, run: () => personalizeScript({ template, variables, writer, logger: log.logger }) };
  };

  it("uses the model's scenes, asking with the template filled in, the row's values and the language as structured output", async () => {
    answer(JSON.stringify({ scenes: written }));
    const { run, warnings } = personalize();
    const { subtitle: _none, ...greeting } = written[0]!;
    expect(await run()).toEqual({ writer: 'llm', scenes: [greeting, written[1]] });
    expect(warnings).toEqual([]);

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-local-test');
    const body = JSON.parse(sent.body) as { model: string; response_format: { type: string }; messages: { content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Spanish');
    expect(prompt).toContain('hook, offer');
    expect(prompt).toContain('"amount": "1.299,90 €"');
    expect(prompt).toContain('"narration": "Tu factura de 1.299,90 € vence el 12 de mayo."');
    const schema = JSON.stringify(body.response_format);
    expect(schema).toContain('"required":["kind","title","subtitle","narration"]');
  });

  it('falls back to the template filled in when the model answers text that is not JSON', async () => {
    answer('Claro, aquí tienes el guion: ¡Hola Lucía!');
    const { run, warnings } = personalize();
    expect(await run()).toMatchObject({ writer: 'template', scenes: filled });
    expect(warnings[0]?.details).toMatchObject({ writer: 'llm', code: 'PROVIDER_INVALID_OUTPUT' });
    expect(JSON.stringify(warnings)).not.toContain('sk-local-test');
  });

  it('falls back when the model drops the amount from what is said', async () => {
    answer(JSON.stringify({ scenes: [written[0], { ...written[1], narration: 'Tu factura vence el 12 de mayo.' }] }));
    const { run, warnings } = personalize();
    expect(await run()).toMatchObject({ writer: 'template', scenes: filled });
    expect(warnings[0]?.details).toMatchObject({ code: 'PROVIDER_INVALID_OUTPUT', reason: expect.stringContaining('{{amount}}') as string });
  });

  it('falls back when the model does not answer in time', async () => {
    server.respond(() => {
      // never answers
    });
    const { run, warnings } = personalize(300);
    expect(await run()).toMatchObject({ writer: 'template', scenes: filled });
    expect(warnings[0]?.details).toMatchObject({ code: 'PROVIDER_TIMEOUT' });
  });

  it('fails with a typed error of its own when the scenes are not the template’s kinds', async () => {
    answer(JSON.stringify({ scenes: [written[1], written[0]] }));
    const writer = createLlmRecipientWriter({ settings: { baseURL: server.baseURL, apiKey: 'k', model: 'test-model' } });
    const error = await writer.rewrite({ scenes: filled as never, values: variables, language: 'es' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ stage: 'script', code: 'PROVIDER_INVALID_OUTPUT' });
  });
});
