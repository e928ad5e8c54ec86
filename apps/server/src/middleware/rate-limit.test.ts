import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/app-env';
import { clientKey } from './client-key';
import { rateLimit } from './rate-limit';

describe('clientKey', () => {
  it('counts IPv6 clients by their /64 and mapped IPv4 as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

function limitedApp(options: { max: number; maxClients?: number; now: () => number }) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => c.json({ error: error.message }, 429));
  app.use(rateLimit({ windowMs: 60_000, trustProxy: true, ...options }));
  app.get('/', (c) => c.text('ok'));
  return async (ip: string) => (await app.request('/', { headers: { 'x-forwarded-for': ip } })).status;
}

describe('rateLimit', () => {
  it('does not let one IPv6 /64 rotate addresses past the limit', async () => {
    const send = limitedApp({ max: 3, now: () => 0 });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push(await send(`2001:db8:1:2::${i}`));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await send('2001:db8:1:3::1')).toBe(200);
  });

  it('opens a new window once the old one has passed', async () => {
    let time = 0;
    const send = limitedApp({ max: 1, now: () => time });
    expect(await send('198.51.100.1')).toBe(200);
    expect(await send('198.51.100.1')).toBe(429);
    time = 60_000;
    expect(await send('198.51.100.1')).toBe(200);
  });

  it('remembers a bounded number of clients, forgetting the least recently seen', async () => {
    const send = limitedApp({ max: 1, maxClients: 2, now: () => 0 });
    expect(await send('198.51.100.1')).toBe(200);
    expect(await send('198.51.100.2')).toBe(200);
    expect(await send('198.51.100.3')).toBe(200);
    // .1 was the least recently seen and is forgotten; .3 is remembered.
    expect(await send('198.51.100.1')).toBe(200);
    expect(await send('198.51.100.3')).toBe(429);
  });
});
