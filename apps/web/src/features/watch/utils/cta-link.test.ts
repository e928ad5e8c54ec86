import { describe, expect, it } from 'vitest';
import { ctaHost } from './cta-link';

describe('ctaHost', () => {
  it('names the host an http(s) call to action opens', () => {
    expect(ctaHost('https://pay.example.com/acme?ref=video')).toBe('pay.example.com');
    expect(ctaHost('http://shop.example:8080/x')).toBe('shop.example');
  });

  it('refuses any other kind of address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'not a url', '']) expect(ctaHost(url), url).toBeNull();
  });
});
