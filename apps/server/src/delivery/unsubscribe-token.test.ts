import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, maskEmail, readUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const SUBJECT = { userId: 'u_8Hq2', campaignId: '0b4f6c1e-6b7a-4a57-9a43-3f2c1d0e9b11', email: 'ana.souza@example.com' };

describe('unsubscribe tokens', () => {
  it('name the business, the campaign and the lower-cased address, and only the server can write them', () => {
    const token = createUnsubscribeToken({ ...SUBJECT, email: 'Ana.Souza@Example.com' }, SECRET);
    expect(token).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(readUnsubscribeToken(token, SECRET)).toEqual(SUBJECT);
    expect(readUnsubscribeToken(token, 'another-server-secret-of-32-characters')).toBeUndefined();
  });

  it('refuse a token whose payload or tag was changed, cut or padded', () => {
    const token = createUnsubscribeToken(SUBJECT, SECRET);
    const [payload = '', tag = ''] = token.split('.');
    const otherPayload = Buffer.from(`${SUBJECT.userId}\n${SUBJECT.campaignId}\nboss@example.com`).toString('base64url');
    for (const forged of [`${otherPayload}.${tag}`, `${payload}.${tag.slice(0, -1)}`, `${payload}.${tag}A`, `${payload}.${tag}.x`, payload, `.${tag}`, '', 'x'.repeat(5000)]) {
      expect(readUnsubscribeToken(forged, SECRET), forged.slice(0, 40)).toBeUndefined();
    }
  });

  it('mask the address they show', () => {
    expect(maskEmail('ana.souza@example.com')).toBe('a•••@example.com');
    expect(maskEmail('émile@exemple.fr')).toBe('é•••@exemple.fr');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
