import type { Context } from 'hono';
import { Hono } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { isValidEmail, translate } from '@reelsmith/contracts';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';
import { appErrorFromAuth } from './auth-errors';
import { AUTH_BASE_PATH, type Auth } from './create-auth';

/** Fields no answer may carry: the session lives in its httpOnly cookie, credentials in the database. */
const SECRET_FIELDS = new Set(['token', 'password', 'accessToken', 'refreshToken', 'idToken']);

/** The fields each e-mail form must have, non-blank (spec §5 'Please fill in all fields'). */
const REQUIRED_FIELDS: Record<string, string[]> = {
  '/sign-in/email': ['email', 'password'],
  '/sign-up/email': ['email', 'password'],
  '/change-password': ['currentPassword', 'newPassword'],
  '/request-password-reset': ['email'],
  // The token may come in the body or the query; without one better-auth answers INVALID_TOKEN.
  '/reset-password': ['newPassword'],
};

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

/**
 * Checks an e-mail form before better-auth sees it, so a blank field or a bad address answers with
 * the spec's sentence. The e-mail is passed on trimmed, and a sign-up without a name is named after
 * its e-mail's local part (the spec's sign-up form asks only for the e-mail and password).
 */
async function checkedRequest(c: Context<AppEnv>, action: string): Promise<Request> {
  const required = REQUIRED_FIELDS[action];
  const request = c.req.raw;
  if (!required || request.method !== 'POST' || !c.req.header('content-type')?.includes('application/json')) return request;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch (error) {
    throw new AppError('INVALID_JSON', { cause: error });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('BAD_REQUEST');
  const fields: Record<string, unknown> = { ...body };
  if (required.some((name) => isBlank(fields[name]))) {
    throw new AppError('FIELDS_REQUIRED');
  }
  if (typeof fields.email === 'string') {
    const email = fields.email.trim();
    if (!isValidEmail(email)) throw new AppError('INVALID_EMAIL');
    fields.email = email;
  }
  if (action === '/sign-up/email' && isBlank(fields.name)) {
    fields.name = String(fields.email).split('@')[0];
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(fields) });
}

/**
 * better-auth's answer in our terms: errors in the shared shape and language, no secret fields.
 * Written through the context, so the headers our middleware set (request id, language) stay.
 */
async function translated(c: Context<AppEnv>, action: string, response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') c.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  if (response.status >= 400) {
    const error = appErrorFromAuth(response.status, body);
    if (error.status >= 500) c.get('logger').error({ code: error.code }, error.message);
    return c.json(error.toBody(c.get('language')), error.status);
  }
  c.status(response.status as StatusCode);
  // Same answer whether or not the e-mail has an account; only its language is the caller's.
  if (action === '/request-password-reset') return c.json({ status: true, message: translate(c.get('language'), 'auth.reset_requested') });
  if (isJson) return c.json(withoutSecrets(body));
  return response.body ? c.body(response.body as ReadableStream<Uint8Array>) : c.body(null);
}

/**
 * better-auth's endpoints under /api/auth (sign-up/email, sign-in/email, sign-out, get-session,
 * change-password, request-password-reset, reset-password, sign-in/social, callback/google, …),
 * answering like the rest of the API.
 */
export function authRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const action = c.req.path.startsWith(AUTH_BASE_PATH) ? c.req.path.slice(AUTH_BASE_PATH.length) : c.req.path;
    const response = await auth.handler(await checkedRequest(c, action));
    return translated(c, action, response);
  });
}
