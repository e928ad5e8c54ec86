import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int({ error: `must be a whole number between ${min} and ${max}` })
    .min(min, { error: `must be a whole number between ${min} and ${max}` })
    .max(max, { error: `must be a whole number between ${min} and ${max}` });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('development'),
  PORT: integer(0, 65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://reelsmith.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL, e.g. postgres://user@127.0.0.1:5432/reelsmith' })
    .optional(),
  DATABASE_POOL_SIZE: integer(1, 100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
  RUN_WORKER: booleanFlag.default(true),
  WORKER_CONCURRENCY: integer(1, 16).default(1),
  JOB_HEARTBEAT_SECONDS: integer(10, 600).default(30),
  SHUTDOWN_TIMEOUT_SECONDS: integer(1, 3600).default(30),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  ESPEAK_NG_PATH: z.string().min(1).default('espeak-ng'),
  TRUST_PROXY: booleanFlag.default(false),
  FORM_RATE_LIMIT_PER_MINUTE: integer(1, 10_000).default(10),
  FETCH_ALLOW_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9.\-[\]:]+$/, { error: 'must be comma-separated host or host:port entries' })))
    .default([]),
  FETCH_TIMEOUT_SECONDS: integer(1, 300).default(15),
  BROWSER_RENDERING: booleanFlag.default(false),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_SECONDS: integer(1, 600).default(30),
  TTS_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' }).optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  TTS_VOICE: z.string().min(1).default('coral'),
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters, e.g. the output of `openssl rand -base64 32`' }).optional(),
  AUTH_TRUSTED_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be comma-separated http(s) origins such as https://app.example' })))
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587' }).optional(),
  MAIL_FROM: z.string().regex(/[^\s@<]+@[^\s@>]+/, { error: 'must be an e-mail address, optionally with a name: Reelsmith <no-reply@reelsmith.example>' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://accounts.google.com' }).default('https://accounts.google.com'),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a Google Analytics 4 measurement id such as G-ABC123XYZ' }).optional(),
  BOOKING_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) address of your scheduling page, e.g. https://calendly.com/your-team/intro' }).optional(),
  BOOKING_SCRIPT_URL: z.url({ protocol: /^https?$/, error: "must be the http(s) address of the scheduling service's widget script" }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, { error: 'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, { error: 'must be the signing secret (whsec_…) of your Stripe webhook endpoint' }).optional(),
  STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111 (a local stand-in for tests)' }).optional(),
});

/** Signs development sessions only: production refuses to start without its own secret. */
const DEVELOPMENT_AUTH_SECRET = 'reelsmith-development-only-session-secret-do-not-deploy';

/** The Vite dev server (`npm run dev -w @reelsmith/web`) proxies /api but keeps its own Origin. */
const DEVELOPMENT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The validated configuration every entry point runs with. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; maxConnections: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Blog posts (blog/<language>/*.md) and the uploads folder (uploads/blog/) served at /uploads/blog. */
  contentDir: string;
  runWorker: boolean;
  workerConcurrency: number;
  /** A running job whose worker stops answering this long is given to another worker. */
  jobHeartbeatSeconds: number;
  shutdownTimeoutMs: number;
  tools: { ffmpegPath: string; espeakPath: string };
  trustProxy: boolean;
  formRateLimitPerMinute: number;
  /** How product pages are read: hosts allowed although private (development only), deadline, browser. */
  pages: { allowHosts: string[]; timeoutMs: number; browser: { chromiumPath: string } | false };
  /** A chat model for ad scripts and a speech API for voices; the offline writer and espeak-ng when absent. */
  llm?: { baseURL: string; apiKey: string; model: string; timeoutMs: number };
  tts?: { baseURL: string; apiKey: string; model: string; voice: string };
  auth: { secret: string; trustedOrigins: string[]; secureCookies: boolean };
  /** Outgoing e-mail: through SMTP when smtpUrl is set, else written to the log. */
  mail: { smtpUrl?: string; from: string };
  /** "Continue with Google" (OpenID Connect); absent without GOOGLE_CLIENT_ID. */
  google?: { clientId: string; clientSecret: string; issuerUrl: string };
  /** What the public site shows from configuration: the booking widget and Google Analytics (both optional). */
  site: { gaMeasurementId: string | null; booking: { url: string; scriptUrl: string | null } | null };
  /** How packs are paid for: Stripe Checkout when a key is set, else the built-in test-mode card form. */
  payments: { provider: 'test' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBaseUrl?: string };
}

/** Raised when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function redact(name: string, value: unknown): string {
  if (typeof value !== 'string') return String(value);
  // Never echo credentials: secrets are hidden entirely, URLs lose their user and password, and a
  // URL too malformed to take apart safely is not shown at all.
  if (/SECRET|PASSWORD|TOKEN|KEY/.test(name)) return '(hidden)';
  if (!name.endsWith('_URL')) return value;
  try {
    const url = new URL(value);
    const hadCredentials = url.username !== '' || url.password !== '';
    url.username = '';
    url.password = '';
    return hadCredentials ? url.toString().replace('//', '//***@') : url.toString();
  } catch {
    return '(hidden: not a valid URL)';
  }
}

/** Parses and checks the environment once, at start-up. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name} ${issue.message} (received ${JSON.stringify(redact(name, present[name]))})`;
      });
  if (present.NODE_ENV === 'production' && !present.BETTER_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET is required in production: a random value of at least 32 characters, e.g. `openssl rand -base64 32`');
  }
  problems.push(...stripeProblems(present));
  problems.push(...googleProblems(present));
  if (present.BOOKING_SCRIPT_URL && !present.BOOKING_URL) {
    problems.push('BOOKING_SCRIPT_URL is set but BOOKING_URL is not: the widget script needs the scheduling page it shows');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    contentDir: e.CONTENT_DIR ? resolve(e.CONTENT_DIR) : resolve(REPO_ROOT, 'content'),
    runWorker: e.RUN_WORKER,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    tools: { ffmpegPath: e.FFMPEG_PATH, espeakPath: e.ESPEAK_NG_PATH },
    trustProxy: e.TRUST_PROXY,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    ...(e.LLM_BASE_URL || e.LLM_API_KEY
      ? { llm: { baseURL: e.LLM_BASE_URL ?? 'https://api.openai.com/v1', apiKey: e.LLM_API_KEY ?? 'not-needed', model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000 } }
      : {}),
    ...(e.TTS_BASE_URL || e.TTS_API_KEY ? { tts: { baseURL: e.TTS_BASE_URL ?? 'https://api.openai.com/v1', apiKey: e.TTS_API_KEY ?? 'not-needed', model: e.TTS_MODEL, voice: e.TTS_VOICE } } : {}),
    pages: { allowHosts: e.FETCH_ALLOW_HOSTS, timeoutMs: e.FETCH_TIMEOUT_SECONDS * 1000, browser: e.BROWSER_RENDERING ? { chromiumPath: e.CHROMIUM_PATH } : false },
    auth: {
      secret: e.BETTER_AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
      trustedOrigins: [
        ...(e.AUTH_TRUSTED_ORIGINS ?? []).map((url) => new URL(url).origin),
        ...(e.NODE_ENV === 'production' ? [] : DEVELOPMENT_ORIGINS),
      ],
      secureCookies: e.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    },
    mail: { ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}), from: e.MAIL_FROM ?? `Reelsmith <no-reply@${new URL(publicUrl).hostname}>` },
    ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL.replace(/\/$/, '') } }
      : {}),
    site: { gaMeasurementId: e.GA_MEASUREMENT_ID ?? null, booking: e.BOOKING_URL ? { url: e.BOOKING_URL, scriptUrl: e.BOOKING_SCRIPT_URL ?? null } : null },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, ...(e.STRIPE_API_BASE_URL ? { apiBaseUrl: e.STRIPE_API_BASE_URL } : {}) }
        : { provider: 'test' },
  };
}

/** Stripe's variables only make sense together; a half-configured Stripe would quietly sell in test mode. */
function stripeProblems(present: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (present.STRIPE_SECRET_KEY && !present.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: the signing secret (whsec_…) of the webhook endpoint that Stripe calls at /api/webhooks/stripe');
  }
  if (present.STRIPE_WEBHOOK_SECRET && !present.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take payments through Stripe, or neither for the test-mode card form');
  }
  // Only tests point the SDK elsewhere; in production the key must go to Stripe itself, over TLS.
  if (present.STRIPE_API_BASE_URL && present.NODE_ENV === 'production') {
    problems.push('STRIPE_API_BASE_URL is for tests only (a local stand-in for Stripe’s API) and is refused in production');
  }
  return problems;
}

/** Google's client id and secret come as a pair; a production issuer other than https is a mistake. */
function googleProblems(present: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(present.GOOGLE_CLIENT_ID) !== Boolean(present.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together (the OAuth client of Google sign-in), or neither');
  }
  if (present.NODE_ENV === 'production' && present.GOOGLE_ISSUER_URL?.startsWith('http:')) {
    problems.push('GOOGLE_ISSUER_URL must be https in production (http is for a local OpenID provider in tests)');
  }
  return problems;
}

/** Every variable the platform reads, for .env.example and the README (kept in step by a test). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);
