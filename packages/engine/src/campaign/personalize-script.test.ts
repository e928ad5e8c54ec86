import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import type { Logger, RecipientScene, RecipientWriter } from '../ports';
import type { CampaignTemplate } from './campaign-plan';
import { checkRewrite, personalizeScript } from './personalize-script';

const template: CampaignTemplate = {
  language: 'pt-BR',
  scenes: [
    { kind: 'hook', title: 'Olá, {{first_name|cliente}}!', narration: 'Olá, {{first_name|cliente}}. Aqui é a Luz Energia.' },
    { kind: 'offer', title: '{{amount}}', subtitle: 'Vence em {{due_date}}', narration: 'Sua conta de {{amount}} vence em {{due_date}}. Pague em {{payment_link}}.' },
  ],
  link: '{{payment_link}}',
};
const variables = { first_name: 'Ana', amount: 'R$ 129,90', due_date: '10/06', payment_link: 'https://pagar.luz.example/a1' };

const good: RecipientScene[] = [
  { kind: 'hook', title: 'Ana, que bom te ver!', narration: 'Oi, Ana! Tudo bem? Quem fala é a Luz Energia, com um lembrete rápido.' },
  { kind: 'offer', title: 'R$\u00a0129,90', subtitle: 'Até 10/06', narration: 'Ana, sua conta de R$ 129,90 vence em 10/06. É só pagar em https://pagar.luz.example/a1.' },
];

function recordingLogger() {
  const warnings: { message: string; details?: Record<string, unknown> }[] = [];
  const logger: Logger = { info() {}, warn: (message, details) => warnings.push({ message, ...(details ? { details } : {}) }) };
  return { logger, warnings };
}

/** A writer that answers what it is given (or throws it), and remembers what it was asked. */
function writerAnswering(answer: RecipientScene[] | Error) {
  const asked: Parameters<RecipientWriter['rewrite']>[0][] = [];
  const writer: RecipientWriter = {
    name: 'llm',
    async rewrite(request) {
      asked.push(request);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { writer, asked };
}

const filledTemplate = [
  { kind: 'hook', title: 'Olá, Ana!', narration: 'Olá, Ana. Aqui é a Luz Energia.' },
  { kind: 'offer', title: 'R$ 129,90', subtitle: 'Vence em 10/06', narration: 'Sua conta de R$ 129,90 vence em 10/06. Pague em https://pagar.luz.example/a1.' },
];

describe('personalizeScript', () => {
  it("uses the writer's scenes when they keep every value, and asks with the filled-in scenes, the values and the language", async () => {
    const { writer, asked } = writerAnswering(good);
    const { logger, warnings } = recordingLogger();
    const script = await personalizeScript({ template, variables, writer, logger });
    expect(script).toEqual({ writer: 'llm', scenes: [good[0], { ...good[1], title: 'R$ 129,90' }] });
    expect(warnings).toEqual([]);
    expect(asked[0]).toMatchObject({ scenes: filledTemplate, values: variables, language: 'pt-BR' });
  });

  const rejected: [string, RecipientScene[], RegExp][] = [
    ['drops the amount from the narration', [good[0]!, { ...good[1]!, narration: 'Ana, sua conta vence em 10/06.' }], /scene 2 \(offer\) no longer has \{\{amount\}\} \("R\$ 129,90"\) in its narration/],
    ['takes the due date off the screen', [good[0]!, { ...good[1]!, subtitle: 'Pague já' }], /\{\{due_date\}\} \("10\/06"\) on screen/],
    ['rewrites the amount', [good[0]!, { ...good[1]!, title: 'R$ 129.90' }], /\{\{amount\}\}/],
    ['drops the name from the greeting', [{ ...good[0]!, title: 'Que bom te ver!' }, good[1]!], /scene 1 \(hook\) no longer has \{\{first_name\}\}/],
    ['adds a web address of its own', [good[0]!, { ...good[1]!, narration: `${good[1]!.narration} Ou em www.pague-rapido.example/ana.` }], /web address that is not the row's: www\.pague-rapido\.example\/ana/],
    ['changes the order of the scenes', [good[1]!, good[0]!], /the scenes must be, in order: hook, offer/],
    ['leaves a scene out', [good[1]!], /exactly 2 scenes/],
    ['writes a title past the limit', [{ ...good[0]!, title: `Ana ${'muito '.repeat(60)}` }, good[1]!], /do not fit/],
    ['leaves a variable in', [{ ...good[0]!, narration: 'Oi, Ana! {{first_name}}' }, good[1]!], /left a \{\{variable\}\}/],
  ];

  it.each(rejected)('falls back to the template filled in, saying why, when the writer %s', async (_label, answer, reason) => {
    const { logger, warnings } = recordingLogger();
    const script = await personalizeScript({ template, variables, writer: writerAnswering(answer).writer, logger });
    expect(script).toEqual({ writer: 'template', scenes: filledTemplate, fallback: expect.stringMatching(reason) as string });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/template filled in was used/);
    expect(warnings[0]?.details).toMatchObject({ writer: 'llm', code: 'PROVIDER_INVALID_OUTPUT', reason: expect.stringMatching(reason) as string });
  });

  it('falls back when the writer fails, with its typed error in the log', async () => {
    const { logger, warnings } = recordingLogger();
    const failure = new EngineError('script', 'PROVIDER_TIMEOUT', 'The language model m did not answer within 30 s', true);
    const script = await personalizeScript({ template, variables, writer: writerAnswering(failure).writer, logger });
    expect(script.scenes).toEqual(filledTemplate);
    expect(warnings[0]?.details).toMatchObject({ code: 'PROVIDER_TIMEOUT', reason: 'The language model m did not answer within 30 s' });
  });

  it('counts a fallback text as no value: a row without a name may be greeted any way', async () => {
    const { first_name: _name, ...noName } = variables;
    const answer = [{ kind: 'hook' as const, title: 'Que bom te ver!', narration: 'Oi! Aqui é a Luz Energia.' }, good[1]!];
    const script = await personalizeScript({ template, variables: noName, writer: writerAnswering(answer).writer });
    expect(script.writer).toBe('llm');
  });

  it('fails a row missing a value the template needs before asking the writer', async () => {
    const { writer, asked } = writerAnswering(good);
    const { amount: _amount, ...noAmount } = variables;
    const error = await personalizeScript({ template, variables: noAmount, writer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'No value for {{amount}}' });
    expect(asked).toEqual([]);
  });

  it('stops on cancellation instead of falling back', async () => {
    const controller = new AbortController();
    controller.abort();
    const { logger, warnings } = recordingLogger();
    const error = await personalizeScript({ template, variables, writer: writerAnswering(new Error('aborted')).writer, logger, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CANCELLED' });
    expect(warnings).toEqual([]);
  });
});

describe('checkRewrite', () => {
  it('accepts an address the template itself names', () => {
    const withSite = [{ kind: 'cta' as const, title: 'Visite luz.example', narration: 'Visite luz.example hoje.' }];
    expect(checkRewrite({ template: withSite, variables: {}, written: [{ kind: 'cta', title: 'Até logo', narration: 'Tudo em luz.example, quando quiser.' }] })).toMatchObject({ scenes: [{ kind: 'cta' }] });
  });
});
