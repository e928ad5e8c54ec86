import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { closedPort } from '../../test/local-http';
import { safePost } from './safe-post';

/** A local receiver on 127.0.0.1 counting the connections and requests that reach it. */
interface Receiver {
  port: number;
  host: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
  connections: number;
  respond(handler: (response: ServerResponse) => void): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let handler: (response: ServerResponse) => void = (response) => void response.writeHead(204).end();
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      receiver.requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      handler(response);
    });
  });
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    port,
    host: `127.0.0.1:${port}`,
    requests: [],
    connections: 0,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('safePost', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  beforeEach(() => {
    receiver.requests.length = 0;
    receiver.connections = 0;
    receiver.respond((response) => void response.writeHead(204).end());
  });

  it('POSTs the body and headers to an allowed host and returns any status with the start of the answer', async () => {
    receiver.respond((response) => void response.writeHead(500, { 'content-type': 'text/plain' }).end(`broken ${'x'.repeat(5000)}`));
    const answer = await safePost({ url: `http://${receiver.host}/hooks?a=1`, body: '{"event":"video.ready"}', headers: { 'content-type': 'application/json', 'x-test': 'yes' } }, { allowHosts: [receiver.host] });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('text/plain');
    expect(answer.bodyStart.startsWith('broken x')).toBe(true);
    expect(answer.bodyStart.length).toBe(2048);
    expect(receiver.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/hooks?a=1', body: '{"event":"video.ready"}', headers: expect.objectContaining({ 'content-type': 'application/json', 'x-test': 'yes' }) }),
    ]);
  });

  it('refuses 127.0.0.1 when it is not allow-listed: no connection reaches it', async () => {
    const error = await failure(safePost({ url: `http://${receiver.host}/hooks`, body: '{}' }));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toMatch(/private or local network address/);
    expect(receiver.connections).toBe(0);
  });

  it('with httpsOnly, refuses http:// but for an allow-listed host', async () => {
    const error = await failure(safePost({ url: 'http://hooks.example/in', body: '{}' }, { httpsOnly: true, resolve: () => Promise.resolve(['93.184.215.14']) }));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toBe('Only https addresses can be called, not http: ones');
    expect((await safePost({ url: `http://${receiver.host}/in`, body: '{}' }, { httpsOnly: true, allowHosts: [receiver.host] })).status).toBe(204);
  });

  it('refuses a host name that resolves to a private address, before connecting', async () => {
    const error = await failure(safePost({ url: `http://hooks.example:${receiver.port}/`, body: '{}' }, { resolve: () => Promise.resolve(['93.184.215.14', '127.0.0.1']) }));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toContain('hooks.example leads to 127.0.0.1');
    expect(receiver.connections).toBe(0);
  });

  it('connects to the very address it resolved, keeping the name in the Host header', async () => {
    const host = `hooks.example:${receiver.port}`;
    const answer = await safePost({ url: `http://${host}/in`, body: 'hello' }, { allowHosts: [host], resolve: () => Promise.resolve(['127.0.0.1']) });
    expect(answer.status).toBe(204);
    expect(receiver.requests[0]?.headers.host).toBe(host);
  });

  it('answers a redirect without following it', async () => {
    receiver.respond((response) => void response.writeHead(307, { location: `http://${receiver.host}/elsewhere` }).end());
    const answer = await safePost({ url: `http://${receiver.host}/hooks`, body: '{}' }, { allowHosts: [receiver.host] });
    expect(answer.status).toBe(307);
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hooks']);
  });

  it('gives up at the deadline with FETCH_TIMEOUT, and says when nothing listens', async () => {
    receiver.respond(() => undefined);
    const slow = await failure(safePost({ url: `http://${receiver.host}/hooks`, body: '{}' }, { allowHosts: [receiver.host], timeoutMs: 300 }));
    expect(slow.code).toBe('FETCH_TIMEOUT');
    expect(slow.retryable).toBe(true);
    const port = await closedPort();
    const closed = await failure(safePost({ url: `http://127.0.0.1:${port}/`, body: '{}' }, { allowHosts: [`127.0.0.1:${port}`] }));
    expect(closed.code).toBe('SITE_FAILED');
    expect(closed.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(safePost({ url: `http://${receiver.host}/`, body: '{}', signal: controller.signal }, { allowHosts: [receiver.host] }))).code).toBe('CANCELLED');
  });
});
