import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { cancelCampaign } from './cancel-campaign';
import { confirmCampaign } from './confirm-campaign';
import { createCampaign } from './create-campaign';
import { getCampaign, isCampaignBusy } from './get-campaign';
import { getCampaignViews } from './get-campaign-views';
import { listCampaigns } from './list-campaigns';
import { listClips } from './list-clips';
import { listRecipients } from './list-recipients';
import { pauseCampaign } from './pause-campaign';
import { previewCampaign } from './preview-campaign';
import { resumeCampaign } from './resume-campaign';
import { updateCampaign } from './update-campaign';
import { uploadProductImages } from './upload-product-images';

const ID = '00000000-0000-4000-8000-00000000000c';

/** Answers every call with `status` and `body`, and records what was asked. */
function answer(status: number, body: unknown = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sent(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0]!;
  return { url, method: init.method, body: init.body, headers: init.headers as Record<string, string> };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the campaign API calls', () => {
  it('POST /api/campaigns sends the file and the choices as multipart, leaving an empty name out', async () => {
    const fetch = answer(201, { id: ID });
    const file = new File(['name,email\nAna,ana@example.com\n'], 'customers.csv', { type: 'text/csv' });
    await createCampaign({ file, name: '  ', language: 'pt-BR', format: '1:1' });
    const request = sent(fetch);
    expect([request.url, request.method]).toEqual(['/api/campaigns', 'POST']);
    const form = request.body as FormData;
    expect((form.get('file') as File).name).toBe('customers.csv');
    expect([form.get('name'), form.get('language'), form.get('format')]).toEqual([null, 'pt-BR', '1:1']);
  });

  it('PATCH /api/campaigns/:id sends the section’s changes as JSON', async () => {
    const fetch = answer(200, { id: ID });
    await updateCampaign(ID, { cta: null, personalization: 'template' });
    const request = sent(fetch);
    expect([request.url, request.method]).toEqual([`/api/campaigns/${ID}`, 'PATCH']);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body as string)).toEqual({ cta: null, personalization: 'template' });
  });

  it.each([
    ['confirm', confirmCampaign],
    ['pause', pauseCampaign],
    ['resume', resumeCampaign],
    ['cancel', cancelCampaign],
    ['preview', previewCampaign],
  ] as const)('POST /api/campaigns/:id/%s has no body', async (action, call) => {
    const fetch = answer(200, {});
    await call(ID);
    expect(sent(fetch)).toMatchObject({ url: `/api/campaigns/${ID}/${action}`, method: 'POST', body: undefined });
  });

  it('keeps the server’s 402 message (the shortfall) and its status', async () => {
    answer(402, { error: { code: 'CAMPAIGN_INSUFFICIENT_CREDITS', message: 'This campaign needs 40 credits and you have 3: buy 37 more to send it.' } });
    const failure = await confirmCampaign(ID).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 402, code: 'CAMPAIGN_INSUFFICIENT_CREDITS', message: expect.stringContaining('buy 37 more') });
  });

  it('uploads product pictures under product_images', async () => {
    const fetch = answer(200, {});
    await uploadProductImages(ID, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
    const request = sent(fetch);
    expect(request.url).toBe(`/api/campaigns/${ID}/product-images`);
    expect((request.body as FormData).getAll('product_images').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
  });

  it('asks for pages, filters and searches in the query string', async () => {
    let fetch = answer(200, { campaigns: [], total: 0 });
    await listCampaigns({ page: 2, limit: 10 });
    expect(sent(fetch).url).toBe('/api/campaigns?page=2&limit=10');
    fetch = answer(200, { recipients: [] });
    await listRecipients(ID, { page: 3, status: 'failed', q: ' ana ' });
    expect(sent(fetch).url).toBe(`/api/campaigns/${ID}/recipients?page=3&limit=25&status=failed&q=ana`);
    fetch = answer(200, { recipients: [] });
    await listRecipients(ID, { page: 1, status: null, q: '' });
    expect(sent(fetch).url).toBe(`/api/campaigns/${ID}/recipients?page=1&limit=25`);
    fetch = answer(200, { bucket: 'day', points: [] });
    await getCampaignViews(ID, 'day', 'America/Sao_Paulo');
    expect(sent(fetch).url).toBe(`/api/campaigns/${ID}/views?bucket=day&tz=America%2FSao_Paulo`);
  });

  it('reads a 404 as no campaign, and a server without clips as no clips', async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(await getCampaign(ID)).toBeNull();
    answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(await listClips()).toEqual([]);
  });
});

describe('isCampaignBusy', () => {
  it('follows a running campaign and a rendering preview, nothing else', () => {
    const preview = (status: 'none' | 'rendering' | 'ready') => ({ status, row: null, video_url: null, poster_url: null, duration_ms: null, error: null });
    expect(isCampaignBusy({ status: 'running', preview: preview('none') })).toBe(true);
    expect(isCampaignBusy({ status: 'draft', preview: preview('rendering') })).toBe(true);
    expect(isCampaignBusy({ status: 'draft', preview: preview('ready') })).toBe(false);
    expect(isCampaignBusy({ status: 'completed', preview: preview('none') })).toBe(false);
    expect(isCampaignBusy(null)).toBe(false);
  });
});
