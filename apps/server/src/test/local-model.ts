import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat request the local model received: its model and its messages joined. */
export interface ModelRequest {
  model: string;
  prompt: string;
}

/** An OpenAI-compatible chat model on 127.0.0.1 (port chosen by the system), for LLM_BASE_URL in tests. */
export interface LocalModel {
  /** The base URL, e.g. http://127.0.0.1:41234/v1. */
  baseURL: string;
  requests: ModelRequest[];
  close(): Promise<void>;
}

/**
 * Answers POST /v1/chat/completions with the text `answer` returns for each request (the assistant
 * message's content, as a model in JSON mode writes it); anything else is 404.
 */
export async function startLocalModel(answer: (request: ModelRequest) => string): Promise<LocalModel> {
  const requests: ModelRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: { content: string }[] };
      const request = { model: body.model, prompt: body.messages.map((message) => message.content).join('\n') };
      requests.push(request);
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer(request) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
