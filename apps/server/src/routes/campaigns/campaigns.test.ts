import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CAMPAIGN_TEMPLATES } from '@reelsmith/contracts';
import { campaigns, videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { workbook } from '../../use-cases/campaigns/customer-file/fixtures/build-files';

type Skipped = { row: number; reason: string; message: string };
type Draft = {
  id: string;
  name: string;
  status: string;
  language: string;
  format: string;
  template: unknown;
  mapping: Record<string, string>;
  cta: unknown;
  delivery: unknown;
  source_file: Record<string, unknown>;
  columns: string[];
  sample_rows: string[][];
  required_variables: string[];
  recipients_count: number;
  skipped: Skipped[];
  skipped_count: number;
  created_at: string;
};
type ErrorJson = { error: { code: string; message: string } };

/** A customer list as Excel in Brazil saves it: semicolons, Windows-1252, CRLF. Row 4's e-mail is a typo. */
const BRAZILIAN_CSV = Buffer.from(
  [
    'Nome;E-mail;Telefone;Valor;Vencimento;Link de pagamento',
    'João Conceição;joao@example.com;(11) 98765-4321;R$ 1.299,90;15/08/2025;https://pay.example.com/1',
    'Inês Araújo;ines@example.com;(21) 99876-5432;R$ 89,90;20/08/2025;https://pay.example.com/2',
    'Maria Sá;maria@exemplo;(31) 98888-7777;R$ 45,00;22/08/2025;https://pay.example.com/3',
    'Antônio Brandão;antonio@example.com;(41) 97777-6666;R$ 310,00;25/08/2025;https://pay.example.com/4',
    'Cecília Lima;cecilia@example.com;(51) 96666-5555;R$ 12,50;28/08/2025;https://pay.example.com/5',
    'Lúcia Gonçalves;lucia@example.com;(61) 95555-4444;R$ 700,00;30/08/2025;https://pay.example.com/6',
    '',
  ].join('\r\n'),
  'latin1',
);

const FORMULA_TEXT = 'FORMULA-SECRET-9c1';

/** A workbook whose first sheet is a summary and whose customers are on the second, one column a formula. */
function customerWorkbook(): Promise<Uint8Array> {
  return workbook((book) => {
    book.addWorksheet('Resumo').addRow(['Total', 3]);
    const sheet = book.addWorksheet('Clientes');
    sheet.addRow(['Name', 'Email', 'Offer', 'Code']);
    const people = [
      ['Ana Souza', 'ana@example.com', '20% off your next bill'],
      ['Bruno Lima', 'bruno@example.com', 'A free month of premium'],
      ['Carla Dias', 'carla@example.com', 'Double data for 3 months'],
    ];
    for (const [index, person] of people.entries()) {
      const row = sheet.addRow(person);
      row.getCell(4).value = { formula: `CONCAT("${FORMULA_TEXT}",B${index + 2})`, result: `code-${index + 1}` };
    }
  });
}

function upload(file: Uint8Array | null, fileName: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new File([new Uint8Array(file)], fileName));
  return data;
}

describe.each(DATABASE_KINDS)('the campaign drafts API (%s)', (kind) => {
  let t: TestApp;
  let ana: SignedInUser;
  let bruno: SignedInUser;
  const answers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [ana, bruno] = [await signUp(t.app, { name: 'Ana' }), await signUp(t.app, { name: 'Bruno' })];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every answer is kept, to check afterwards that no formula text ever showed. */
  async function call(path: string, user: SignedInUser, init: { method?: string; body?: BodyInit; json?: unknown; language?: string; headers?: Record<string, string> } = {}) {
    const headers = signedInHeaders(user.cookie, { 'accept-language': init.language ?? 'en', ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers });
    const response = await t.app.request(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json === undefined ? (init.body === undefined ? {} : { body: init.body }) : { body: JSON.stringify(init.json) }),
    });
    answers.push(await response.clone().text());
    return response;
  }
  const post = (user: SignedInUser, body: FormData, language = 'en') => call('/api/campaigns', user, { method: 'POST', body, language });
  const patch = (user: SignedInUser, id: string, json: unknown, language = 'en') => call(`/api/campaigns/${id}`, user, { method: 'PATCH', json, language });
  const folders = () => (existsSync(join(t.mediaDir, 'campaigns')) ? readdirSync(join(t.mediaDir, 'campaigns')) : []);
  const rowsOf = (user: SignedInUser) => t.database.db.select().from(campaigns).where(eq(campaigns.userId, user.userId));

  async function created(response: Response): Promise<Draft> {
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Draft;
  }

  it('makes a draft from a semicolon CSV in Windows-1252: columns, mapping, sample and the default script of the language', async () => {
    const draft = await created(await post(ana, upload(BRAZILIAN_CSV, 'clientes.csv'), 'pt-BR'));
    expect(draft).toMatchObject({
      name: 'clientes',
      status: 'draft',
      language: 'pt-BR',
      format: '9:16',
      template: DEFAULT_CAMPAIGN_TEMPLATES['pt-BR'].offer,
      columns: ['Nome', 'E-mail', 'Telefone', 'Valor', 'Vencimento', 'Link de pagamento'],
      mapping: { 0: 'first_name', 1: 'email', 2: 'phone', 3: 'amount', 4: 'due_date', 5: 'payment_link' },
      cta: null,
      delivery: {},
      source_file: { name: 'clientes.csv', kind: 'csv', size: BRAZILIAN_CSV.length, sheet: null, sheets: null, encoding: 'windows-1252', delimiter: ';', has_header: true, row_count: 6 },
      // The offer script needs {{offer}}, which this file has no column for: no row gets a video yet.
      required_variables: ['offer'],
      recipients_count: 0,
      skipped_count: 6,
    });
    expect(draft.sample_rows).toHaveLength(5);
    expect(draft.sample_rows[0]).toEqual(['João Conceição', 'joao@example.com', '(11) 98765-4321', 'R$ 1.299,90', '15/08/2025', 'https://pay.example.com/1']);
    expect(draft.skipped[0]).toEqual({ row: 2, reason: 'MISSING_VARIABLE', message: 'Linha 2: o vídeo precisa de "offer", mas esta linha está sem esse valor.' });
    expect(draft.skipped[2]).toEqual({ row: 4, reason: 'INVALID_EMAIL', message: 'Linha 4: "maria@exemplo" não é um e-mail válido.' });
    // The parsed table and the file as uploaded are in the campaign's folder, written whole (no temporary file left).
    expect(readdirSync(join(t.mediaDir, 'campaigns', draft.id)).sort()).toEqual(['customers.json', 'source.csv']);

    // The payment reminder fits this file: every row but the bad e-mail gets a video.
    const reminder = await patch(ana, draft.id, { template: DEFAULT_CAMPAIGN_TEMPLATES['pt-BR'].payment_reminder }, 'pt-BR');
    expect(reminder.status, await reminder.clone().text()).toBe(200);
    expect(await reminder.json()).toMatchObject({ required_variables: ['amount', 'due_date', 'payment_link'], recipients_count: 5, skipped_count: 1, skipped: [{ row: 4, reason: 'INVALID_EMAIL' }] });

    // The same draft read in Spanish says why in Spanish.
    const spanish = (await (await call(`/api/campaigns/${draft.id}`, ana, { language: 'es' })).json()) as Draft;
    expect(spanish.skipped).toEqual([{ row: 4, reason: 'INVALID_EMAIL', message: 'Fila 4: "maria@exemplo" no es un correo electrónico válido.' }]);
  });

  it('re-checks the rows when the mapping changes: a required variable no column fills skips every row', async () => {
    const draft = await created(await post(ana, upload(BRAZILIAN_CSV, 'lembrete.csv', { name: 'Lembrete de agosto', language: 'pt-BR', format: '1:1' })));
    expect(draft).toMatchObject({ name: 'Lembrete de agosto', language: 'pt-BR', format: '1:1' });
    const changed = await patch(ana, draft.id, {
      template: DEFAULT_CAMPAIGN_TEMPLATES['pt-BR'].payment_reminder,
      // "Valor" is left out: nothing fills {{amount}}.
      mapping: { 0: 'first_name', 1: 'email', 2: 'phone', 4: 'due_date', 5: 'payment_link' },
      cta: { label: 'Pagar agora', url: 'https://pay.example.com' },
      delivery: { email_subject: 'Seu boleto de agosto', sender_name: 'Banco Exemplo', webhook_url: 'https://hooks.example.com/reelsmith' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const got = (await (await call(`/api/campaigns/${draft.id}`, ana)).json()) as Draft;
    expect(got).toMatchObject({
      mapping: { 0: 'first_name', 1: 'email', 2: 'phone', 4: 'due_date', 5: 'payment_link' },
      cta: { label: 'Pagar agora', url: 'https://pay.example.com' },
      delivery: { email_subject: 'Seu boleto de agosto', sender_name: 'Banco Exemplo', webhook_url: 'https://hooks.example.com/reelsmith' },
      recipients_count: 0,
      skipped_count: 6,
    });
    expect(got.skipped[0]).toEqual({ row: 2, reason: 'MISSING_VARIABLE', message: 'Row 2: the video needs "amount", but this row leaves it empty.' });
    expect(got.skipped.filter((row) => row.reason === 'MISSING_VARIABLE')).toHaveLength(5);

    // A language change takes the default script along, in the new language.
    const english = (await (await patch(ana, draft.id, { language: 'en' })).json()) as Draft;
    expect(english).toMatchObject({ language: 'en', template: DEFAULT_CAMPAIGN_TEMPLATES.en.payment_reminder });
    const list = (await (await call('/api/campaigns', ana)).json()) as { campaigns: { id: string; recipients_count: number }[] };
    expect(list.campaigns.find((campaign) => campaign.id === draft.id)?.recipients_count).toBe(0);
  });

  it('refuses a mapping of two columns to one variable, an unknown column, a bad variable name, and a bad script', async () => {
    const draft = await created(await post(ana, upload(BRAZILIAN_CSV, 'clientes.csv')));
    for (const [label, body] of [
      ['two columns, one variable', { mapping: { 0: 'first_name', 1: 'first_name' } }],
      ['a column the file lacks', { mapping: { 9: 'offer' } }],
      ['a variable that is no identifier', { mapping: { 0: 'First Name' } }],
      ['a column that is no index', { mapping: { '-1': 'offer' } }],
      ['a script without scenes', { template: { language: 'en', scenes: [] } }],
      ['a webhook over plain http', { delivery: { webhook_url: 'http://hooks.example.com/x' } }],
      ['a cta to a script', { cta: { label: 'Go', url: 'javascript:alert(1)' } }],
      ['nothing to change', {}],
    ] as const) {
      const response = await patch(ana, draft.id, body, 'es');
      expect(response.status, `${label}: ${await response.clone().text()}`).toBe(400);
      expect(((await response.json()) as ErrorJson).error.code, label).toBe('VALIDATION_ERROR');
    }
    const got = (await (await call(`/api/campaigns/${draft.id}`, ana)).json()) as Draft;
    expect(got.mapping).toEqual(draft.mapping);
  });

  it('reads the named sheet of an Excel workbook, and never shows a formula', async () => {
    const bytes = await customerWorkbook();
    const draft = await created(await post(ana, upload(bytes, 'customers.xlsx', { sheet: 'Clientes', language: 'en' })));
    expect(draft).toMatchObject({
      name: 'customers',
      language: 'en',
      template: DEFAULT_CAMPAIGN_TEMPLATES.en.offer,
      columns: ['Name', 'Email', 'Offer', 'Code'],
      mapping: { 0: 'name', 1: 'email', 2: 'offer', 3: 'code' },
      source_file: { name: 'customers.xlsx', kind: 'xlsx', size: bytes.length, sheet: 'Clientes', sheets: ['Resumo', 'Clientes'], encoding: null, delimiter: null, has_header: true, row_count: 3 },
      sample_rows: [
        ['Ana Souza', 'ana@example.com', '20% off your next bill', 'code-1'],
        ['Bruno Lima', 'bruno@example.com', 'A free month of premium', 'code-2'],
        ['Carla Dias', 'carla@example.com', 'Double data for 3 months', 'code-3'],
      ],
      required_variables: ['offer'],
      recipients_count: 3,
      skipped: [],
      skipped_count: 0,
    });
    await call(`/api/campaigns/${draft.id}`, ana);
    await patch(ana, draft.id, { name: 'Winter offer' });
    await call('/api/campaigns', ana);
    const missing = await post(ana, upload(bytes, 'customers.xlsx', { sheet: 'Pedidos' }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorJson).error.code).toBe('CUSTOMER_FILE_SHEET_NOT_FOUND');
    for (const answer of answers) expect(answer).not.toContain(FORMULA_TEXT);
  });

  it('refuses what is no customer list, in the caller’s language, and keeps nothing of it', async () => {
    const before = { rows: (await rowsOf(bruno)).length, folders: folders().length };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const refused = await post(bruno, upload(pdf, 'clientes.csv'));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: { code: 'CUSTOMER_FILE_TYPE_INVALID', message: 'Please upload a CSV or Excel file' } });
    const spanish = await post(bruno, upload(pdf, 'clientes.csv'), 'es');
    expect(await spanish.json()).toEqual({ error: { code: 'CUSTOMER_FILE_TYPE_INVALID', message: 'Sube un archivo CSV o Excel' } });

    const header = await post(bruno, upload(Buffer.from('Nome;E-mail\r\n', 'latin1'), 'vazio.csv'));
    expect(header.status).toBe(400);
    expect(((await header.json()) as ErrorJson).error.code).toBe('CUSTOMER_FILE_NO_ROWS');

    const noFile = await post(bruno, upload(null, '', { name: 'No file' }));
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');

    const json = await call('/api/campaigns', bruno, { method: 'POST', json: { name: 'x' } });
    expect(json.status).toBe(415);

    const line = 'Ana Souza;ana@example.com;+55 11 98765-4321\r\n';
    const huge = Buffer.from(`Name;Email;Phone\r\n${line.repeat(Math.ceil((11 * 1024 * 1024) / line.length))}`, 'latin1');
    const tooLarge = await post(bruno, upload(huge, 'huge.csv'));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: { code: 'CUSTOMER_FILE_TOO_LARGE', message: 'The file is too large: it can be at most 10 MB.' } });

    expect({ rows: (await rowsOf(bruno)).length, folders: folders().length }).toEqual(before);
  });

  it("answers 404 for another user's campaign on GET, PATCH and DELETE, and lists only the caller's", async () => {
    const draft = await created(await post(ana, upload(BRAZILIAN_CSV, 'privado.csv', { name: 'Ana private list' })));
    for (const [method, json] of [['GET', undefined], ['PATCH', { name: 'Taken' }], ['DELETE', undefined]] as const) {
      const response = await call(`/api/campaigns/${draft.id}`, bruno, { method, ...(json ? { json } : {}) });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    expect((await call('/api/campaigns/not-a-uuid', ana)).status).toBe(404);
    const brunos = await (await call('/api/campaigns', bruno)).text();
    expect(brunos).not.toContain('Ana private list');
    const anas = (await (await call('/api/campaigns?page=1&limit=2', ana)).json()) as { campaigns: { id: string; name: string; status: string }[]; total: number };
    expect(anas.total).toBeGreaterThanOrEqual(4);
    expect(anas.campaigns).toHaveLength(2);
    expect(anas.campaigns[0]).toMatchObject({ id: draft.id, name: 'Ana private list', status: 'draft', recipients_count: 0 });
    expect(((await call(`/api/campaigns/${draft.id}`, ana)).status)).toBe(200);
  });

  it('works with an API key', async () => {
    const key = await call('/api/api-keys', ana, { method: 'POST', json: { name: 'CRM' } });
    const { key: secret } = (await key.json()) as { key: string };
    const headers = { authorization: `Bearer ${secret}`, 'accept-language': 'en' };
    const made = await t.app.request('/api/campaigns', { method: 'POST', headers, body: upload(BRAZILIAN_CSV, 'api.csv', { name: 'From the CRM' }) });
    const draft = await created(made);
    const changed = await t.app.request(`/api/campaigns/${draft.id}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ format: '16:9' }) });
    expect(changed.status).toBe(200);
    const list = (await (await t.app.request('/api/campaigns', { headers })).json()) as { campaigns: { name: string }[] };
    expect(list.campaigns[0]?.name).toBe('From the CRM');
    expect((await t.app.request(`/api/campaigns/${draft.id}`, { method: 'DELETE', headers })).status).toBe(204);
  });

  it('deletes a draft with its folder and videos; a started campaign can be neither changed nor deleted', async () => {
    const draft = await created(await post(ana, upload(BRAZILIAN_CSV, 'apagar.csv')));
    const [preview] = await t.database.db
      .insert(videos)
      .values({ userId: ana.userId, campaignId: draft.id, title: 'Preview', format: '9:16', language: 'pt-BR', durationMs: 1000, width: 1080, height: 1920, mediaKey: `videos/${draft.id}.mp4`, shareSlug: `preview-${draft.id}` })
      .returning({ id: videos.id });
    expect(existsSync(join(t.mediaDir, 'campaigns', draft.id))).toBe(true);
    const deleted = await call(`/api/campaigns/${draft.id}`, ana, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(existsSync(join(t.mediaDir, 'campaigns', draft.id))).toBe(false);
    expect(await t.database.db.select().from(videos).where(eq(videos.id, preview!.id))).toHaveLength(0);
    expect((await call(`/api/campaigns/${draft.id}`, ana)).status).toBe(404);

    const started = await created(await post(ana, upload(BRAZILIAN_CSV, 'iniciada.csv')));
    await t.database.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, started.id));
    for (const [method, json, language, message] of [
      ['PATCH', { name: 'Later' }, 'en', 'This campaign has already started, so it can no longer be changed or deleted.'],
      ['DELETE', undefined, 'pt-BR', 'Esta campanha já começou, então não pode mais ser alterada nem excluída.'],
    ] as const) {
      const response = await call(`/api/campaigns/${started.id}`, ana, { method, language, ...(json ? { json } : {}) });
      expect(response.status, method).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'CAMPAIGN_NOT_DRAFT', message } });
    }
    expect(existsSync(join(t.mediaDir, 'campaigns', started.id))).toBe(true);
    expect(((await (await call(`/api/campaigns/${started.id}`, ana)).json()) as Draft).status).toBe('running');
  });
});
