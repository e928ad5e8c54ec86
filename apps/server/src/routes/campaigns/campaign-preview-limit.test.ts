import { MAX_CAMPAIGN_PREVIEWS_PER_HOUR } from '@reelsmith/contracts';
import { campaigns } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

const CUSTOMERS = ['First name,Email,Offer', 'Ana,ana@example.com,Two free months'].join('\n');

// No worker runs here: a started preview stays queued, which is all the budget needs to see.
describe('how many previews one user may start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`starts ${MAX_CAMPAIGN_PREVIEWS_PER_HOUR} renders an hour, counts asking again for nothing, and says when the next one can start`, async () => {
    const user = await signUp(t.app);
    const headers = signedInHeaders(user.cookie, { 'accept-language': 'es' });
    const form = new FormData();
    form.append('file', new File([CUSTOMERS], 'clientes.csv'));
    const { id } = (await (await t.app.request('/api/campaigns', { method: 'POST', headers, body: form })).json()) as { id: string };
    const preview = () => t.app.request(`/api/campaigns/${id}/preview`, { method: 'POST', headers });
    // As if each render had ended and the script had changed since: the next ask starts a render again.
    const forget = () => t.database.db.update(campaigns).set({ previewStatus: 'none' }).where(eq(campaigns.id, id));

    for (let i = 0; i < MAX_CAMPAIGN_PREVIEWS_PER_HOUR; i += 1) {
      expect((await preview()).status).toBe(202);
      // Asking while it renders starts nothing and spends nothing.
      expect((await preview()).status).toBe(202);
      await forget();
    }
    const refused = await preview();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_000);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('CAMPAIGN_PREVIEW_LIMIT');
    expect(error.message).toMatch(new RegExp(`^Has creado ${MAX_CAMPAIGN_PREVIEWS_PER_HOUR} vistas previas en la última hora\\. Podrás crear la siguiente en (59|60) minutos\\.$`));
    // The refused ask left no render marked as running.
    expect((await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]?.previewStatus).toBe('none');

    // Another user has a budget of their own.
    const other = await signUp(t.app);
    const otherForm = new FormData();
    otherForm.append('file', new File([CUSTOMERS], 'clients.csv'));
    const otherHeaders = signedInHeaders(other.cookie);
    const draft = (await (await t.app.request('/api/campaigns', { method: 'POST', headers: otherHeaders, body: otherForm })).json()) as { id: string };
    expect((await t.app.request(`/api/campaigns/${draft.id}/preview`, { method: 'POST', headers: otherHeaders })).status).toBe(202);
  });
});
