import { POLL_INTERVAL_MS, type CampaignDetails } from '@reelsmith/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { cancelCampaign } from './cancel-campaign';
import { confirmCampaign } from './confirm-campaign';
import { createCampaign } from './create-campaign';
import { campaignQueryKey, campaignRefreshMs, getCampaign, isCampaignBusy, writeCachedCampaign } from './get-campaign';
import { getCampaignViews } from './get-campaign-views';
import { campaignListRefreshMs, listCampaigns } from './list-campaigns';
import { clipsRefreshMs, listClips } from './list-clips';
import { listRecipients, recipientsRefreshMs } from './list-recipients';
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

const preview = (status: 'none' | 'rendering' | 'ready') => ({ status, row: null, video_url: null, poster_url: null, duration_ms: null, error: null });

describe('isCampaignBusy', () => {
  it('follows a running campaign and a rendering preview, nothing else', () => {
    expect(isCampaignBusy({ status: 'running', preview: preview('none') })).toBe(true);
    expect(isCampaignBusy({ status: 'draft', preview: preview('rendering') })).toBe(true);
    expect(isCampaignBusy({ status: 'draft', preview: preview('ready') })).toBe(false);
    expect(isCampaignBusy({ status: 'completed', preview: preview('none') })).toBe(false);
    expect(isCampaignBusy(null)).toBe(false);
  });
});

describe('how often the pages ask again', () => {
  it('follows a campaign every 3 s while busy, once a minute once started (its views), an idle draft never', () => {
    expect(campaignRefreshMs({ status: 'running', preview: preview('none') })).toBe(POLL_INTERVAL_MS);
    expect(campaignRefreshMs({ status: 'draft', preview: preview('rendering') })).toBe(POLL_INTERVAL_MS);
    for (const status of ['paused', 'completed', 'cancelled'] as const) expect(campaignRefreshMs({ status, preview: preview('ready') })).toBe(60_000);
    expect(campaignRefreshMs({ status: 'draft', preview: preview('ready') })).toBe(false);
    expect(campaignRefreshMs(null)).toBe(false);
  });

  it('follows recipients while the campaign runs or a row shown waits for its e-mail', () => {
    expect(recipientsRefreshMs(true, [])).toBe(POLL_INTERVAL_MS);
    expect(recipientsRefreshMs(false, [{ email_status: 'sent' }, { email_status: 'queued' }])).toBe(POLL_INTERVAL_MS);
    expect(recipientsRefreshMs(false, [{ email_status: 'sent' }, { email_status: null }, { email_status: 'failed' }])).toBe(false);
    expect(recipientsRefreshMs(false, undefined)).toBe(false);
  });

  it('follows the list every 5 s while a campaign on it runs', () => {
    const summary = (status: 'running' | 'completed') => ({ id: ID, name: 'June', status, recipients_count: 2, ready_count: 0, created_at: '2025-06-01T00:00:00Z' });
    expect(campaignListRefreshMs({ campaigns: [summary('completed'), summary('running')], total: 2 })).toBe(5_000);
    expect(campaignListRefreshMs({ campaigns: [summary('completed')], total: 1 })).toBe(false);
    expect(campaignListRefreshMs(undefined)).toBe(false);
  });

  it('follows the clips while one is prepared, so it can be chosen once ready', () => {
    expect(clipsRefreshMs([{ status: 'ready' }, { status: 'processing' }])).toBe(POLL_INTERVAL_MS);
    expect(clipsRefreshMs([{ status: 'ready' }, { status: 'failed' }])).toBe(false);
    expect(clipsRefreshMs(undefined)).toBe(false);
  });
});

describe('writeCachedCampaign', () => {
  it('cancels a refresh in flight, whose older answer would otherwise replace the saved campaign', async () => {
    const queryClient = new QueryClient();
    const queryKey = campaignQueryKey(ID, 'en');
    const before = { id: ID, name: 'Before' } as CampaignDetails;
    const saved = { id: ID, name: 'Saved' } as CampaignDetails;
    queryClient.setQueryData(queryKey, before);
    let answerLate: (campaign: CampaignDetails) => void = () => undefined;
    const refresh = queryClient.fetchQuery({ queryKey, queryFn: () => new Promise<CampaignDetails>((resolve) => (answerLate = resolve)), staleTime: 0 }).catch(() => undefined);
    await writeCachedCampaign(queryClient, ID, 'en', saved);
    answerLate(before);
    await refresh;
    expect(queryClient.getQueryData(queryKey)).toEqual(saved);
    await writeCachedCampaign(queryClient, ID, 'en', (campaign) => (campaign ? { ...campaign, name: 'Renamed' } : campaign));
    expect(queryClient.getQueryData(queryKey)).toMatchObject({ name: 'Renamed' });
  });
});
