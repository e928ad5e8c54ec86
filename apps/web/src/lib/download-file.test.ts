import { describe, expect, it } from 'vitest';
import { fallbackFileName, proposedFileName } from './download-file';

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
