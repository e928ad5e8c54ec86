import { describe, expect, it } from 'vitest';
import { readStoredTheme, resolveTheme } from './theme';

const storage = (value: string | null) => () => ({ getItem: () => value });

describe('theme', () => {
  it('is light until the visitor chooses', () => {
    expect(readStoredTheme(storage(null))).toBe('light');
    expect(readStoredTheme(() => undefined)).toBe('light');
  });

  it('keeps a stored choice and ignores anything else', () => {
    expect(readStoredTheme(storage('dark'))).toBe('dark');
    expect(readStoredTheme(storage('system'))).toBe('system');
    expect(readStoredTheme(storage('purple'))).toBe('light');
  });

  it('survives storage that throws, on reading an item or on merely being reached', () => {
    expect(readStoredTheme(() => ({ getItem: () => { throw new Error('SecurityError'); } }))).toBe('light');
    expect(readStoredTheme(() => { throw new Error('The operation is insecure.'); })).toBe('light');
  });

  it('follows the device only for system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
