import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CAMPAIGN_TEMPLATES } from '@reelsmith/contracts';
import { campaigns } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { workbook } from '../../use-cases/campaigns/customer-file/fixtures/build-files';

type Draft = {
  id: string;
  mapping: Record<string, string>;
  source_file: Record<string, unknown>;
  columns: string[];
  sample_rows: string[][];
  recipients_count: number;
  skipped_count: number;
  preview: { status: string };
};
type ErrorJson = { error: { code: string; message: string } };

/** A workbook of two sheets: last month's customers first, this month's (other columns, other people) second. */
function twoSheetWorkbook(): Promise<Uint8Array> {
  return workbook((book) => {
    const july = book.addWorksheet('Julho');
    july.addRow(['Name', 'Email', 'Offer']);
    july.addRow(['Ana Souza', 'ana@example.com', '20% off your next bill']);
    july.addRow(['Bruno Lima', 'bruno@example.com', 'A free month of premium']);
    const august = book.addWorksheet('Agosto');
    august.addRow(['Nombre', 'Correo', 'Teléfono', 'Oferta']);
    august.addRow(['Carla', 'carla@example.com', '+34 612 345 678', 'Envío gratis']);
    august.addRow(['Diego', 'diego@example.com', '+34 622 345 678', 'Un mes gratis']);
    august.addRow(['Elena', 'elena@example', '+34 632 345 678', 'Dos por uno']);
  });
}

/** A customer list whose first row names the columns. */
const CSV = ['Name,Email,Offer', 'Ana,ana@example.com,A free month', 'Bruno,bruno@example.com,20% off', 'Carla,carla@example.com,Free shipping', ''].join('\n');

function upload(file: Uint8Array, fileName: string): FormData {
  const data = new FormData();
  data.append('language', 'en');
  data.append('file', new File([new Uint8Array(file)], fileName));
  return data;
}

describe.each(DATABASE_KINDS)('reading a draft’s customer file again (%s)', (kind) => {
  let t: TestApp;
  let ana: SignedInUser;
  let bruno: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [ana, bruno] = [await signUp(t.app, { name: 'Ana' }), await signUp(t.app, { name: 'Bruno' })];
  });
  afterAll(async () => {
    await t?.close();
  });

  const headers = (user: SignedInUser, language: string, json: boolean) => signedInHeaders(user.cookie, { 'accept-language': language, ...(json ? { 'content-type': 'application/json' } : {}) });
  async function draftOf(file: Uint8Array, fileName: string, user = ana): Promise<Draft> {
    const response = await t.app.request('/api/campaigns', { method: 'POST', headers: headers(user, 'en', false), body: upload(file, fileName) });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Draft;
  }
  const patch = (id: string, json: unknown, { user = ana, language = 'en' } = {}) =>
    t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: headers(user, language, true), body: JSON.stringify(json) });
  const get = async (id: string) => (await (await t.app.request(`/api/campaigns/${id}`, { headers: headers(ana, 'en', false) })).json()) as Draft;
  const folder = (id: string) => readdirSync(join(t.mediaDir, 'campaigns', id)).sort();

  it('reads a workbook’s first sheet, then another one: columns, rows, recipients and a mapping suggested for them', async () => {
    const bytes = await twoSheetWorkbook();
    const draft = await draftOf(bytes, 'clientes.xlsx');
    expect(draft).toMatchObject({
      columns: ['Name', 'Email', 'Offer'],
      mapping: { 0: 'name', 1: 'email', 2: 'offer' },
      source_file: { kind: 'xlsx', sheet: 'Julho', sheets: ['Julho', 'Agosto'], has_header: true, row_count: 2 },
      recipients_count: 2,
      skipped_count: 0,
    });
    expect(folder(draft.id)).toEqual(['customers.json', 'source.xlsx']);
    // A preview of July's first row is no preview of August's.
    await t.database.db.update(campaigns).set({ previewStatus: 'ready' }).where(eq(campaigns.id, draft.id));

    const switched = await patch(draft.id, { sheet: 'Agosto' });
    expect(switched.status, await switched.clone().text()).toBe(200);
    const august = (await switched.json()) as Draft;
    expect(august).toMatchObject({
      columns: ['Nombre', 'Correo', 'Teléfono', 'Oferta'],
      mapping: { 0: 'first_name', 1: 'email', 2: 'phone', 3: 'offer' },
      source_file: { sheet: 'Agosto', sheets: ['Julho', 'Agosto'], has_header: true, row_count: 3 },
      sample_rows: [
        ['Carla', 'carla@example.com', '+34 612 345 678', 'Envío gratis'],
        ['Diego', 'diego@example.com', '+34 622 345 678', 'Un mes gratis'],
        ['Elena', 'elena@example', '+34 632 345 678', 'Dos por uno'],
      ],
      recipients_count: 2,
      skipped_count: 1,
      preview: { status: 'none' },
    });
    // Read back as saved; the July table is gone, the file stays.
    expect(await get(draft.id)).toMatchObject({ columns: august.columns, mapping: august.mapping, sample_rows: august.sample_rows, source_file: { sheet: 'Agosto', row_count: 3 } });
    expect(folder(draft.id)).toEqual([expect.stringMatching(/^customers-[0-9a-f-]{36}\.json$/), 'source.xlsx']);
    const list = (await (await t.app.request('/api/campaigns', { headers: headers(ana, 'en', false) })).json()) as { campaigns: { id: string; recipients_count: number }[] };
    expect(list.campaigns.find((campaign) => campaign.id === draft.id)?.recipients_count).toBe(2);

    // Back to July: its columns and mapping again.
    const back = (await (await patch(draft.id, { sheet: 'Julho' })).json()) as Draft;
    expect(back).toMatchObject({ columns: ['Name', 'Email', 'Offer'], mapping: { 0: 'name', 1: 'email', 2: 'offer' }, recipients_count: 2, source_file: { sheet: 'Julho', row_count: 2 } });
  });

  it('refuses a sheet the workbook lacks in the caller’s language, and a sheet for a CSV, changing nothing', async () => {
    const draft = await draftOf(await twoSheetWorkbook(), 'clientes.xlsx');
    const missing = await patch(draft.id, { sheet: 'Septiembre' }, { language: 'es' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: { code: 'CUSTOMER_FILE_SHEET_NOT_FOUND', message: 'Este archivo no tiene ninguna hoja llamada "Septiembre". Sus hojas son: Julho, Agosto.' },
    });
    // Read, but refused by a mapping for a column the sheet lacks: the table read is not kept.
    const badMapping = await patch(draft.id, { sheet: 'Agosto', mapping: { 7: 'offer' } });
    expect(badMapping.status).toBe(400);
    expect(((await badMapping.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');
    expect(await get(draft.id)).toMatchObject({ columns: draft.columns, mapping: draft.mapping, source_file: draft.source_file });
    expect(folder(draft.id)).toEqual(['customers.json', 'source.xlsx']);

    const csv = await draftOf(Buffer.from(CSV), 'clientes.csv');
    const sheet = await patch(csv.id, { sheet: 'Sheet1' });
    expect(sheet.status).toBe(400);
    expect(((await sheet.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');
    expect(folder(csv.id)).toEqual(['customers.json', 'source.csv']);
  });

  it('reads a CSV without a header and with it again: the first row becomes data, then names the columns', async () => {
    const draft = await draftOf(Buffer.from(CSV), 'clientes.csv');
    expect(draft).toMatchObject({ columns: ['Name', 'Email', 'Offer'], source_file: { kind: 'csv', has_header: true, row_count: 3 }, recipients_count: 3 });

    const bare = await patch(draft.id, { has_header: false });
    expect(bare.status, await bare.clone().text()).toBe(200);
    const headerless = (await bare.json()) as Draft;
    expect(headerless).toMatchObject({ columns: ['Column 1', 'Column 2', 'Column 3'], source_file: { has_header: false, row_count: 4 } });
    expect(headerless.sample_rows[0]).toEqual(['Name', 'Email', 'Offer']);
    expect(headerless.sample_rows).toHaveLength(4);
    // Nothing names the offer now; the e-mails are still found by their values.
    expect(headerless.mapping).toEqual({ 0: 'column_1', 1: 'email', 2: 'column_3' });

    const headed = (await (await patch(draft.id, { has_header: true })).json()) as Draft;
    expect(headed).toMatchObject({ columns: ['Name', 'Email', 'Offer'], mapping: { 0: 'name', 1: 'email', 2: 'offer' }, source_file: { has_header: true, row_count: 3 }, recipients_count: 3 });
    expect(headed.sample_rows[0]).toEqual(['Ana', 'ana@example.com', 'A free month']);
  });

  it('asks for the file again when the draft kept none, and changes nothing of a started or someone else’s campaign', async () => {
    const old = await draftOf(Buffer.from(CSV), 'antiga.csv');
    // A draft made before uploaded files were kept.
    rmSync(join(t.mediaDir, 'campaigns', old.id, 'source.csv'));
    const notStored = await patch(old.id, { has_header: false }, { language: 'pt-BR' });
    expect(notStored.status).toBe(409);
    expect(await notStored.json()).toEqual({
      error: {
        code: 'CUSTOMER_FILE_NOT_STORED',
        message: 'Este rascunho foi criado antes de guardarmos os arquivos enviados, então não é possível mudar a planilha nem o cabeçalho. Envie o arquivo de novo para criar um rascunho novo.',
      },
    });
    expect((await patch(old.id, { template: DEFAULT_CAMPAIGN_TEMPLATES.en.payment_reminder })).status).toBe(200);

    const started = await draftOf(Buffer.from(CSV), 'iniciada.csv');
    await t.database.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, started.id));
    const notDraft = await patch(started.id, { has_header: false });
    expect(notDraft.status).toBe(409);
    expect(((await notDraft.json()) as ErrorJson).error.code).toBe('CAMPAIGN_NOT_DRAFT');

    const brunos = await draftOf(Buffer.from(CSV), 'bruno.csv', bruno);
    const foreign = await patch(brunos.id, { has_header: false });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect(folder(brunos.id)).toEqual(['customers.json', 'source.csv']);
  });
});
