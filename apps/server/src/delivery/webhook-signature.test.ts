import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

const BODY = '{"id":"d1","event":"video.ready"}';

describe('webhook signatures', () => {
  it('are t=<seconds>,v1=<hex HMAC-SHA256 of "t.body"> with the secret as the key', () => {
    const header = signWebhook({ secret: 'whsec_test', body: BODY, timestamp: 1_700_000_000 });
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${BODY}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verify the exact body with the right secret, within the tolerance, and nothing else', () => {
    const header = signWebhook({ secret: 'whsec_test', body: BODY, timestamp: 1_700_000_000 });
    const verify = (changes: Partial<Parameters<typeof verifyWebhookSignature>[0]>) => verifyWebhookSignature({ secret: 'whsec_test', body: BODY, header, nowSeconds: 1_700_000_100, ...changes });
    expect(verify({})).toBe(true);
    expect(verify({ body: `${BODY} ` })).toBe(false);
    expect(verify({ secret: 'whsec_other' })).toBe(false);
    expect(verify({ nowSeconds: 1_700_000_301 })).toBe(false);
    expect(verify({ header: header.replace('t=1700000000', 't=1700000100') })).toBe(false);
    expect(verify({ header: null })).toBe(false);
    expect(verify({ header: 't=1700000000,v1=abc' })).toBe(false);
  });

  it('have secrets that are new each time and say what they are', () => {
    const [first, second] = [createWebhookSecret(), createWebhookSecret()];
    expect(first).toMatch(/^whsec_[\w-]{32}$/);
    expect(first).not.toBe(second);
  });
});
