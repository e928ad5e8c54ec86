import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile, fallbackFileName, proposedFileName } from './download-file';

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('asks in the page’s language (an export’s error column is written in it), with the session cookie', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'pt-BR' } });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 404, statusText: 'Not Found' }));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadFile('/api/campaigns/x/export?format=csv', 'June.csv')).rejects.toBeInstanceOf(ApiError);
    expect(fetch.mock.calls[0]?.[1]).toEqual({ credentials: 'same-origin', headers: { 'accept-language': 'pt-BR' } });
  });
});

describe('proposedFileName', () => {
  it('takes the server’s UTF-8 name, else its plain one, else the fallback', () => {
    expect(proposedFileName("attachment; filename=\"x.csv\"; filename*=UTF-8''Cobran%C3%A7a.csv", 'Other.csv')).toBe('Cobrança.csv');
    expect(proposedFileName('attachment; filename="June.xlsx"', 'Other.xlsx')).toBe('June.xlsx');
    expect(proposedFileName("attachment; filename=\"plain.mp4\"; filename*=UTF-8''%E0%A4", 'Other.mp4')).toBe('plain.mp4');
    expect(proposedFileName(null, 'Other.mp4')).toBe('Other.mp4');
  });
});

describe('fallbackFileName', () => {
  it('drops what file systems refuse, and names an empty title', () => {
    expect(fallbackFileName('June: reminders', 'campaign', 'xlsx')).toBe('June  reminders.xlsx');
    expect(fallbackFileName(' /?* ', 'video', 'mp4')).toBe('video.mp4');
  });
});
