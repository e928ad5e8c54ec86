import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectBlockedPage } from './blocked-page';

const SYNTHETIC = join(import.meta.dirname, '../../../../fixtures/product-pages/synthetic');
const page = (name: string) => readFileSync(join(SYNTHETIC, `${name}.html`), 'utf8');

describe('detectBlockedPage', () => {
  it('recognises challenge and bot-wall pages', () => {
    expect(detectBlockedPage({ html: page('challenge-cloudflare'), status: 403 })).toBe(true);
    expect(detectBlockedPage({ html: '<title>Robot Check</title><p>Type the characters you see in this image:</p><form action="/errors/validateCaptcha"></form>' })).toBe(true);
    expect(detectBlockedPage({ html: '<title>Access Denied</title><h1>Access Denied</h1>You don\'t have permission to access "http://shop/" on this server.<p>Reference #18.abc</p>' })).toBe(true);
    expect(detectBlockedPage({ html: '<html><body><iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x"></iframe></body></html>', status: 403 })).toBe(true);
    expect(detectBlockedPage({ html: '<title>Access to this page has been denied</title><div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p>' })).toBe(true);
  });

  it('leaves normal product pages alone, even when a script mentions a captcha', () => {
    for (const name of ['amazon', 'mercadolivre', 'woocommerce', 'no-product']) expect(detectBlockedPage({ html: page(name), status: 200 })).toBe(false);
    const filler = '<p>Panela de pressão em aço inox, fundo triplo, válvula dupla e cabo ergonômico.</p>'.repeat(60);
    const withCaptchaScript = `<title>Panela Inox</title><script src="https://www.google.com/recaptcha/api.js"></script><script>var captcha = "g-recaptcha";</script><h1>Panela Inox</h1>${filler}`;
    expect(detectBlockedPage({ html: withCaptchaScript })).toBe(false);
  });
});
