import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/es/settings', '/es/settings'],
    ['/ptbr/videos/42?page=2#top', '/ptbr/videos/42?page=2#top'],
    ['/', '/'],
    ['/credits?plan=basic', '/credits?plan=basic'],
  ])('keeps the page of this site %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site', 'https://evil.example/dashboard'],
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/dashboard\n'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a page that does not exist', '/nowhere'],
    ['an API path', '/api/me'],
    ['the login page itself', '/login?next=/login'],
    ['the signup page', '/es/signup'],
    ['the reset page', '/reset-password?token=abc'],
    ['a percent-encoded slash trick', '/%2F%2Fevil.example'],
  ])('refuses %s', (_what, next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('goes to the dashboard in the current language without a usable next', () => {
    expect(pathAfterSignIn(null, 'en')).toBe('/dashboard');
    expect(pathAfterSignIn('https://evil.example', 'es')).toBe('/es/dashboard');
    expect(pathAfterSignIn('//evil.example', 'pt-BR')).toBe('/ptbr/dashboard');
  });

  it('goes back to the page that asked, in the language the visitor reads now', () => {
    expect(pathAfterSignIn('/settings', 'en')).toBe('/settings');
    expect(pathAfterSignIn('/settings', 'es')).toBe('/es/settings');
    expect(pathAfterSignIn('/es/videos/7?page=2', 'pt-BR')).toBe('/ptbr/videos/7?page=2');
    expect(pathAfterSignIn('/ptbr/create#manual', 'en')).toBe('/create#manual');
  });
});

describe('withNext', () => {
  it('carries a safe next page along, and drops an unsafe one', () => {
    expect(withNext('/es/signup', '/es/settings')).toBe('/es/signup?next=%2Fes%2Fsettings');
    expect(withNext('/signup', '//evil.example')).toBe('/signup');
    expect(withNext('/signup', null)).toBe('/signup');
  });
});
