import { campaignRecipients, campaigns, watchEvents } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { giveVideo, startedCampaign } from '../../test/started-campaign';
import { MAX_VIEW_POINTS, campaignViews, viewWindow } from '../../use-cases/campaigns/campaign-views';

const EVIL = '=HYPERLINK("http://evil","x")';
/** Rows 2–7 of the file: each will end differently. */
const CUSTOMERS = [
  'First name,Email,Phone,Note',
  `Ana,ana@example.com,+5511987654321,"${EVIL.replaceAll('"', '""')}"`,
  'Bruno,bruno@example.com,,100% fiber',
  'Carla,carla@example.com,,Gold plan',
  'Diego,diego@example.com,,Silver plan',
  'Élodie,elodie@example.com,,Bronze',
  'Fabio,fabio@example.com,,Bronze',
].join('\n');
const NAME = 'Junho — Ação "VIP"';
const HEADER = ['row', 'first_name', 'note', 'email', 'phone', 'status', 'error', 'watch_url', 'video_url', 'email_status', 'opened_at', 'played_at', 'watched_percent'];
const MISSING_VALUES = 'No video: a value the script needs is missing or empty in this row. Its credit was given back.';
const RENDER_FAILED = 'No video: something went wrong while making it. Its credit was given back.';
const CANCELLED = 'No video: the campaign was cancelled before it was made. Its credit was given back.';

type Listed = { recipients: Record<string, unknown>[]; total: number; page: number; limit: number; pages: number };

describe.each(DATABASE_KINDS)("a campaign's recipients, views and export (%s)", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let campaignId: string;
  let recipientIds: string[];
  let anaSlug: string;
  let brunoSlug: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    const started = await startedCampaign(t, owner, { csv: CUSTOMERS, name: NAME });
    campaignId = started.id;
    recipientIds = started.recipients.map((r) => r.id);
    expect(started.recipients.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 7]);
    anaSlug = await giveVideo(t, { userId: owner.userId, campaignId, recipientId: recipientIds[0]! });
    brunoSlug = await giveVideo(t, { userId: owner.userId, campaignId, recipientId: recipientIds[1]! });
    const set = (index: number, values: Partial<typeof campaignRecipients.$inferInsert>) => t.database.db.update(campaignRecipients).set(values).where(eq(campaignRecipients.id, recipientIds[index]!));
    await set(0, { emailStatus: 'sent', emailedAt: new Date('2025-06-01T12:00:00Z') });
    await set(2, { status: 'failed', errorType: 'missing_values', error: 'engine: {{note}} is empty' });
    await set(3, { status: 'failed', errorType: 'render_failed', error: 'ffmpeg exited with 1 at /srv/media/x' });
    await set(5, { status: 'cancelled' });
    // Ana watched three quarters, as her watch page reports it.
    for (const kind of ['opened', 'played', 'watched_75']) {
      const reported = await t.app.request(`/api/watch/${anaSlug}/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind, viewer_key: 'ana-browser-1' }) });
      expect(reported.status).toBe(204);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, user: SignedInUser = owner, language = 'en') => t.app.request(path, { headers: signedInHeaders(user.cookie, { 'accept-language': language }) });
  const listed = async (query: string, language = 'en') => {
    const response = await get(`/api/campaigns/${campaignId}/recipients${query}`, owner, language);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Listed;
  };
  const rowsOf = (list: Listed) => list.recipients.map((r) => r.row);

  it('lists the rows in file order, a page at a time, with absolute links and how each was delivered and watched', async () => {
    const first = await listed('?limit=2');
    expect({ ...first, recipients: rowsOf(first) }).toEqual({ recipients: [2, 3], total: 6, page: 1, limit: 2, pages: 3 });
    expect(first.recipients[0]).toEqual({
      id: recipientIds[0],
      row: 2,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+5511987654321',
      variables: { first_name: 'Ana', email: 'ana@example.com', phone: '+5511987654321', note: EVIL },
      status: 'ready',
      error: null,
      share_url: `${TEST_BASE_URL}/v/${anaSlug}`,
      video_url: `${TEST_BASE_URL}/api/watch/${anaSlug}/file`,
      poster_url: `${TEST_BASE_URL}/api/watch/${anaSlug}/poster`,
      email_status: 'sent',
      emailed_at: '2025-06-01T12:00:00.000Z',
      opened_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      played_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      watched_percent: 75,
    });
    expect(first.recipients[1]).toMatchObject({ row: 3, share_url: `${TEST_BASE_URL}/v/${brunoSlug}`, email_status: null, opened_at: null, played_at: null, watched_percent: 0 });
    // The watch page a share link names opens for anyone.
    expect((await t.app.request(new URL(first.recipients[0]!.share_url as string).pathname)).status).toBe(200);
  });

  it('says in the caller’s language why a row has no video, never the internal error', async () => {
    const second = await listed('?page=2&limit=2');
    expect(second.recipients.map((r) => [r.row, r.status, r.error, r.share_url])).toEqual([
      [4, 'failed', MISSING_VALUES, null],
      [5, 'failed', RENDER_FAILED, null],
    ]);
    const third = await listed('?page=3&limit=2');
    expect(third.recipients.map((r) => [r.row, r.status, r.error])).toEqual([
      [6, 'pending', null],
      [7, 'cancelled', CANCELLED],
    ]);
    const spanish = await listed('?status=failed', 'es');
    expect(spanish.recipients.map((r) => r.error)).toEqual(['Sin video: a esta fila le falta un valor que el guion necesita. Se devolvió su crédito.', 'Sin video: algo falló al hacerlo. Se devolvió su crédito.']);
    expect(JSON.stringify(await listed('?limit=100'))).not.toMatch(/engine|ffmpeg|\/srv/);
  });

  it('filters by status and finds rows by e-mail, phone (as typed) or any value, never by a variable’s name', async () => {
    expect(rowsOf(await listed('?status=ready'))).toEqual([2, 3]);
    expect(rowsOf(await listed('?status=pending'))).toEqual([6]);
    const found = async (q: string) => rowsOf(await listed(`?q=${encodeURIComponent(q)}`));
    expect(await found('BRUNO@')).toEqual([3]);
    expect(await found('98765')).toEqual([2]);
    expect(await found('(11) 98765-4321')).toEqual([2]);
    expect(await found('gold')).toEqual([4]);
    expect(await found('bronze')).toEqual([6, 7]);
    expect(await found('hyperlink')).toEqual([2]);
    // LIKE's wildcards are searched for literally.
    expect(await found('%')).toEqual([3]);
    expect(await found('_')).toEqual([]);
    const none = await listed('?q=first_name');
    expect({ total: none.total, pages: none.pages, recipients: none.recipients }).toEqual({ total: 0, pages: 1, recipients: [] });
    expect(rowsOf(await listed('?q=bronze&status=cancelled'))).toEqual([7]);
  });

  it('exports every row as a CSV for Excel: BOM, RFC 4180 quoting, absolute links, and no formula left to run', async () => {
    const response = await get(`/api/campaigns/${campaignId}/export?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Junho  A__o VIP.csv"; filename*=UTF-8''${encodeURIComponent('Junho  Ação VIP.csv')}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    const lines: string[][] = parse(text);
    expect(lines[0]).toEqual(HEADER);
    expect(lines.map((line) => line[0])).toEqual(['row', '2', '3', '4', '5', '6', '7']);
    const [, ana, bruno, carla] = lines;
    expect(ana).toEqual([
      '2',
      'Ana',
      `'${EVIL}`,
      'ana@example.com',
      // A phone in E.164 is a plain number, left as it is for the CRM that imports it.
      '+5511987654321',
      'ready',
      '',
      `${TEST_BASE_URL}/v/${anaSlug}`,
      `${TEST_BASE_URL}/api/watch/${anaSlug}/file?download=1`,
      'sent',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      '75',
    ]);
    expect(bruno?.slice(0, 3)).toEqual(['3', 'Bruno', '100% fiber']);
    expect(carla).toEqual(['4', 'Carla', 'Gold plan', 'carla@example.com', '', 'failed', MISSING_VALUES, '', '', '', '', '', '0']);
  });

  it('exports an Excel workbook of plain strings: the customer’s formula is text, never a formula', async () => {
    const response = await get(`/api/campaigns/${campaignId}/export?format=xlsx`, owner, 'pt-BR');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Junho {2}A__o VIP\.xlsx"/);
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.includes('<f>')).toBe(false);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const read: unknown[][] = [];
    sheet.eachRow((row) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        if (cell.value !== null) expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
        cells.push(cell.value ?? '');
      });
      read.push(cells);
    });
    expect(read[0]).toEqual(HEADER);
    expect(read[1]?.slice(0, 3)).toEqual(['2', 'Ana', EVIL]);
    expect(read[3]?.[6]).toBe('Sem vídeo: falta nesta linha um valor de que o roteiro precisa. O crédito foi devolvido.');
    expect(read).toHaveLength(7);
  });

  it('keeps every campaign to its owner, and tells bad queries apart', async () => {
    for (const path of ['recipients', 'views', 'export?format=xlsx']) {
      for (const id of [campaignId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const response = await get(`/api/campaigns/${id}/${path}`, stranger);
        expect(response.status, `${id}/${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
      const signedOut = await t.app.request(`/api/campaigns/${campaignId}/${path}`);
      expect(signedOut.status).toBe(401);
    }
    for (const query of ['recipients?limit=1000', 'recipients?status=lost', 'recipients?page=0', 'export?format=pdf', 'views?bucket=week', 'views?tz=UTC%3Bdrop']) {
      const response = await get(`/api/campaigns/${campaignId}/${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    // Unknown to both, and known to Intl but not to PostgreSQL's tz data (removed from tzdata in 2020).
    for (const zone of ['Mars/Olympus_Mons', 'US/Pacific-New']) {
      const unknownZone = await get(`/api/campaigns/${campaignId}/views?tz=${encodeURIComponent(zone)}`);
      expect(unknownZone.status, zone).toBe(400);
      expect(await unknownZone.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Some fields are invalid: tz.', details: [{ field: 'tz', message: 'This is not one of the allowed values.' }] } });
    }
  });

  it('charts views since the campaign started, hour by hour of the given zone, this hour counting Ana', async () => {
    type Views = { bucket: string; points: { at: string; opened: number; played: number; completed: number }[] };
    const views = async (query: string) => {
      const response = await get(`/api/campaigns/${campaignId}/views${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Views;
    };
    const utc = await views('');
    expect(utc.bucket).toBe('hour');
    expect(utc.points.length).toBeGreaterThanOrEqual(1);
    expect(utc.points.at(-1)).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/), opened: 1, played: 1, completed: 0 });
    // India is 5:30 ahead of UTC: its hours start at half past UTC hours.
    const india = await views('?tz=Asia/Kolkata');
    expect(india.points.at(-1)).toEqual({ at: expect.stringMatching(/T\d\d:30:00Z$/), opened: 1, played: 1, completed: 0 });

    // Started three weeks ago: too many hours, so the chart is told by day.
    await t.database.db.update(campaigns).set({ confirmedAt: new Date(Date.now() - 21 * 86_400_000) }).where(eq(campaigns.id, campaignId));
    const byDay = await views('?bucket=hour&tz=America/Sao_Paulo');
    expect(byDay.bucket).toBe('day');
    expect(byDay.points.length).toBeGreaterThanOrEqual(22);
    expect(byDay.points.length).toBeLessThanOrEqual(23);
    expect(byDay.points.slice(0, -1).every((p) => p.opened === 0)).toBe(true);
    // Three years ago: the most recent days only.
    await t.database.db.update(campaigns).set({ confirmedAt: new Date(Date.now() - 3 * 365 * 86_400_000) }).where(eq(campaigns.id, campaignId));
    const recent = await views('?bucket=day');
    expect(recent.points.length).toBeLessThanOrEqual(MAX_VIEW_POINTS);
    expect(recent.points.at(-1)).toMatchObject({ opened: 1, played: 1 });
  });

  it('counts recipients per hour and day of a zone across midnight, with empty buckets, each recipient once per bucket', async () => {
    const other = await startedCampaign(t, owner, { csv: 'First name,Email\nRui,rui@example.com\nSol,sol@example.com\nTeo,teo@example.com' });
    const [r1, r2, r3] = other.recipients.map((r) => r.id);
    const videoOf: Record<string, string> = {};
    for (const id of [r1!, r2!, r3!]) {
      await giveVideo(t, { userId: owner.userId, campaignId: other.id, recipientId: id });
      const [row] = await t.database.db.select({ videoId: campaignRecipients.videoId }).from(campaignRecipients).where(eq(campaignRecipients.id, id));
      videoOf[id] = row!.videoId!;
    }
    // São Paulo is three hours behind UTC all year: 23:10Z on the 9th is 20:10 there.
    await t.database.db.update(campaigns).set({ confirmedAt: new Date('2025-01-09T23:10:00Z') }).where(eq(campaigns.id, other.id));
    const seen = (recipientId: string, kind: 'opened' | 'played' | 'watched_100', at: string) => ({ videoId: videoOf[recipientId]!, campaignId: other.id, recipientId, kind, createdAt: new Date(at) });
    await t.database.db.insert(watchEvents).values([
      seen(r1!, 'opened', '2025-01-09T23:15:00Z'),
      seen(r1!, 'opened', '2025-01-09T23:40:00Z'),
      seen(r2!, 'opened', '2025-01-10T02:59:00Z'),
      seen(r2!, 'played', '2025-01-10T03:01:00Z'),
      seen(r3!, 'opened', '2025-01-10T03:30:00Z'),
      seen(r3!, 'played', '2025-01-10T03:31:00Z'),
      seen(r3!, 'watched_100', '2025-01-10T03:45:00Z'),
      seen(r1!, 'opened', '2025-01-10T03:50:00Z'),
      seen(r1!, 'played', '2025-01-10T06:00:00Z'),
    ]);
    const now = new Date('2025-01-10T05:20:00Z');
    const series = (bucket: 'hour' | 'day', tz: string) => campaignViews({ db: t.database.db, userId: owner.userId, campaignId: other.id, bucket, tz, now });
    const point = (at: string, opened = 0, played = 0, completed = 0) => ({ at, opened, played, completed });
    expect(await series('hour', 'America/Sao_Paulo')).toEqual({
      bucket: 'hour',
      points: [
        point('2025-01-09T23:00:00Z', 1),
        point('2025-01-10T00:00:00Z'),
        point('2025-01-10T01:00:00Z'),
        point('2025-01-10T02:00:00Z', 1),
        point('2025-01-10T03:00:00Z', 2, 2, 1),
        point('2025-01-10T04:00:00Z'),
        point('2025-01-10T05:00:00Z'),
      ],
    });
    // The zone's days, not UTC's: Sol's open at 23:59 there belongs to the 9th.
    expect(await series('day', 'America/Sao_Paulo')).toEqual({ bucket: 'day', points: [point('2025-01-09T03:00:00Z', 2), point('2025-01-10T03:00:00Z', 2, 2, 1)] });
    expect(await series('day', 'UTC')).toEqual({ bucket: 'day', points: [point('2025-01-09T00:00:00Z', 1), point('2025-01-10T00:00:00Z', 3, 2, 1)] });
  });

  it('steps over the hour a daylight-saving change skips', async () => {
    const other = await startedCampaign(t, owner, { csv: 'First name,Email\nUma,uma@example.com' });
    const recipientId = other.recipients[0]!.id;
    await giveVideo(t, { userId: owner.userId, campaignId: other.id, recipientId });
    const [row] = await t.database.db.select({ videoId: campaignRecipients.videoId }).from(campaignRecipients).where(eq(campaignRecipients.id, recipientId));
    // New York, 9 March 2025: 02:00 EST became 03:00 EDT.
    await t.database.db.update(campaigns).set({ confirmedAt: new Date('2025-03-09T05:30:00Z') }).where(eq(campaigns.id, other.id));
    await t.database.db.insert(watchEvents).values({ videoId: row!.videoId!, campaignId: other.id, recipientId, kind: 'opened', createdAt: new Date('2025-03-09T07:10:00Z') });
    const views = await campaignViews({ db: t.database.db, userId: owner.userId, campaignId: other.id, bucket: 'hour', tz: 'America/New_York', now: new Date('2025-03-09T08:30:00Z') });
    expect(views.points).toEqual([
      { at: '2025-03-09T05:00:00Z', opened: 0, played: 0, completed: 0 },
      { at: '2025-03-09T06:00:00Z', opened: 0, played: 0, completed: 0 },
      { at: '2025-03-09T07:00:00Z', opened: 1, played: 0, completed: 0 },
      { at: '2025-03-09T08:00:00Z', opened: 0, played: 0, completed: 0 },
    ]);
  });
});

describe('viewWindow', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('keeps hours while two weeks of them fit, then tells the span by day', () => {
    expect(viewWindow(daysBefore(13), now, 'hour')).toEqual({ start: daysBefore(13), bucket: 'hour' });
    expect(viewWindow(daysBefore(15), now, 'hour')).toEqual({ start: daysBefore(15), bucket: 'day' });
    expect(viewWindow(daysBefore(2), now, 'day')).toEqual({ start: daysBefore(2), bucket: 'day' });
  });

  it('shows the most recent days of a long campaign', () => {
    expect(viewWindow(daysBefore(1000), now, 'day')).toEqual({ start: daysBefore(MAX_VIEW_POINTS - 2), bucket: 'day' });
  });
});
