import { describe, expect, it } from 'vitest';
import { cameFromInsideApp } from './back-target';

describe('cameFromInsideApp', () => {
  it('trusts the path the footer links pass', () => {
    expect(cameFromInsideApp({ state: { from: '/es/blog' }, key: 'default' })).toBe(true);
  });

  it('counts any entry the app pushed after the first one', () => {
    expect(cameFromInsideApp({ state: null, key: 'x1y2z3' })).toBe(true);
  });

  it.each([
    ['no state on the first entry', { state: null, key: 'default' }],
    ['an empty state', { state: {}, key: 'default' }],
    ['a from that is not a path', { state: { from: 'https://elsewhere.example/' }, key: 'default' }],
    ['a protocol-relative from', { state: { from: '//elsewhere.example/' }, key: 'default' }],
    ['a from that is not a string', { state: { from: 42 }, key: 'default' }],
  ])('sends home with %s', (_what, location) => {
    expect(cameFromInsideApp(location)).toBe(false);
  });
});
