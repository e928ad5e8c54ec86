import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local server received, its body read whole. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server standing in for a provider (an OpenAI-compatible API); 127.0.0.1 and a free port. */
export interface LocalServer {
  baseURL: string;
  requests: ReceivedRequest[];
  /** Answers the next requests this way, until told otherwise. */
  respond(handler: (request: ReceivedRequest, response: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** Starts a local server; by default it answers 404 until `respond` is called. */
export async function startLocalServer(): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  let handler: (request: ReceivedRequest, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(404).end();
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: a server is started and stopped there. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The body of an OpenAI chat completion whose message is `content`. */
export function chatCompletion(content: string, model = 'test-model'): string {
  return JSON.stringify({
    id: 'chatcmpl-local',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 180, total_tokens: 300 },
  });
}
