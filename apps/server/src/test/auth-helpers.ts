import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { TEST_BASE_URL, type TestApp } from './app-harness';

type App = TestApp['app'];

/** A signed-in test user: the Cookie header value that carries their session, and their id. */
export interface SignedInUser {
  cookie: string;
  userId: string;
  email: string;
}

/** The `name=value` pairs a response sets, ready for a Cookie header (attributes dropped). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Headers of a request made as a signed-in user, from our own origin (better-auth refuses a
 * cookie-carrying POST from anywhere else).
 */
export function signedInHeaders(cookie: string, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie, origin: TEST_BASE_URL, 'accept-language': 'en', ...extra };
}

/** POST /api/auth/<path> with a JSON body, as the web app sends it. */
export function postAuth(app: App, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** Signs a new user up through the API (a fresh e-mail unless given); fails the test if refused. */
export async function signUp(
  app: App,
  { email = `user-${randomUUID()}@example.com`, password = 'secret-pass', name = 'Test User' }: { email?: string; password?: string; name?: string } = {},
): Promise<SignedInUser> {
  const response = await postAuth(app, 'sign-up/email', { email, password, name });
  expect(response.status, await response.clone().text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = cookiesOf(response);
  expect(cookie).toMatch(/session_token=/);
  return { cookie, userId: user.id, email };
}

/** Signs an existing user in; fails the test if refused. */
export async function signIn(app: App, { email, password }: { email: string; password: string }): Promise<SignedInUser> {
  const response = await postAuth(app, 'sign-in/email', { email, password });
  expect(response.status, await response.clone().text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: cookiesOf(response), userId: user.id, email };
}
