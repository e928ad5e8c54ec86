import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app-harness';

/** One Checkout Session the SDK asked for: its form fields as sent (`metadata[plan_id]` → 'basic'). */
export interface RecordedSession {
  id: string;
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** A local stand-in for Stripe's API (127.0.0.1, a free port) that records what the SDK sends. */
export interface FakeStripeApi {
  /** For STRIPE_API_BASE_URL / the payments config's apiBaseUrl. */
  baseUrl: string;
  sessions: RecordedSession[];
  /** Answers the next `count` requests with Stripe's error shape and this status. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

/** Serves POST /v1/checkout/sessions as Stripe does, enough for the SDK; anything else is a 404. */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const sessions: RecordedSession[] = [];
  let failures: { status: number; left: number } | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sessions.length}` });
        response.end(JSON.stringify(body));
      };
      if (failures && failures.left > 0) {
        failures.left -= 1;
        return answer(failures.status, { error: { type: 'api_error', message: 'Stand-in failure' } });
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const id = `cs_test_${sessions.length + 1}_${Math.random().toString(36).slice(2, 10)}`;
      sessions.push({ id, form, headers: request.headers });
      answer(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: form.client_reference_id ?? null,
        metadata: metadataOf(form),
        currency: form['line_items[0][price_data][currency]'],
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sessions,
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The `metadata[...]` fields of a recorded form, as the session's metadata object. */
export function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

/** The JSON body of a Checkout Session event as Stripe would send it for a recorded session. */
export function checkoutSessionEvent(
  session: { id: string; form: Record<string, string> },
  options: { type?: string; eventId?: string; paymentStatus?: string; metadata?: Record<string, string>; clientReferenceId?: string | null } = {},
): string {
  return JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: options.paymentStatus ?? 'paid',
        client_reference_id: options.clientReferenceId === undefined ? (session.form.client_reference_id ?? null) : options.clientReferenceId,
        metadata: options.metadata ?? metadataOf(session.form),
        currency: session.form['line_items[0][price_data][currency]'],
        amount_total: Number(session.form['line_items[0][price_data][unit_amount]']),
      },
    },
  });
}

/** The Stripe-Signature header Stripe would send with this payload (the SDK's own test helper). */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

/** The webhook secret the Stripe test app is configured with. */
export const TEST_WEBHOOK_SECRET = 'whsec_reelsmith_test';

/**
 * For one describe block: the app with Stripe as its payment provider, the SDK pointed at a fake
 * Stripe API of its own; started before the block's tests and stopped after them.
 */
export function useStripeTestApp(kind: 'pglite' | 'postgres'): { test: TestApp; stripeApi: FakeStripeApi } {
  const started = {} as { test: TestApp; stripeApi: FakeStripeApi };
  beforeAll(async () => {
    started.stripeApi = await startFakeStripeApi();
    started.test = await createTestApp(kind, {
      payments: { provider: 'stripe', secretKey: 'sk_test_reelsmith', webhookSecret: TEST_WEBHOOK_SECRET, apiBaseUrl: started.stripeApi.baseUrl },
    });
  });
  afterAll(async () => {
    await started.test?.close();
    await started.stripeApi?.close();
  });
  return started;
}
