import type { SiteConfigResponse } from '@reelsmith/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

const CONFIGURED = {
  gaMeasurementId: 'G-TEST123',
  booking: { url: 'https://cal.example/reelsmith/intro', scriptUrl: 'https://assets.cal.example/widget.js' },
};

describe('GET /api/site-config and the page policy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('says nothing is configured, and the policy lets no other host script, frame or be called', async () => {
    t = await createTestApp('pglite');
    const response = await t.app.request('/api/site-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ booking: null, ga_measurement_id: null } satisfies SiteConfigResponse);
    const policy = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none';");
  });

  it('gives a signed-out visitor the booking page and GA id, and the policy admits exactly their hosts', async () => {
    t = await createTestApp('pglite', { site: CONFIGURED });
    const response = await t.app.request('/api/site-config');
    expect(await response.json()).toEqual({
      booking: { url: 'https://cal.example/reelsmith/intro', script_url: 'https://assets.cal.example/widget.js' },
      ga_measurement_id: 'G-TEST123',
    } satisfies SiteConfigResponse);
    const policy = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://assets.cal.example https://www.googletagmanager.com;");
    expect(policy).toContain("frame-src https://cal.example https://assets.cal.example;");
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com [^;]*https:\/\/assets\.cal\.example;/);
    // The API's own answers carry the policy too; it never opens the API to other hosts.
    expect(policy).not.toContain('unsafe-eval');
  });
});
