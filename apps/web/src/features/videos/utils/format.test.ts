import { describe, expect, it } from 'vitest';
import { formatCreatedAt, formatDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [31_400, '0:31'],
    [59_600, '1:00'],
    [754_000, '12:34'],
    [3_725_000, '1:02:05'],
  ])('%i ms is %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('formatCreatedAt', () => {
  it('writes the date in the page’s language', () => {
    expect(formatCreatedAt('2026-11-22T04:42:00Z', 'en')).toMatch(/Nov 22, 2026/);
    expect(formatCreatedAt('2026-11-22T04:42:00Z', 'es')).toMatch(/22 nov 2026/);
    expect(formatCreatedAt('2026-11-22T04:42:00Z', 'pt-BR')).toMatch(/22 de nov\. de 2026/);
    expect(formatCreatedAt('not a date', 'en')).toBe('');
  });
});
