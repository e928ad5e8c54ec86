import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig } from './env';

describe('parseConfig', () => {
  it('runs the embedded platform with no configuration at all', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: resolve('data'),
      mediaDir: resolve('data/media'),
      database: { kind: 'pglite', dataDir: resolve('data/db') },
      runWorker: true,
      shutdownTimeoutMs: 30_000,
      tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' },
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.contentDir).toBe(resolve(import.meta.dirname, '../../../content'));
  });

  it('reads blog content from CONTENT_DIR, resolved from the working directory', () => {
    expect(parseConfig({ CONTENT_DIR: 'site/content' }).contentDir).toBe(resolve('site/content'));
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/reelsmith', PORT: '', PUBLIC_URL: 'https://reelsmith.example/' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://app@db.internal:5432/reelsmith', maxConnections: 10 });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://reelsmith.example');
  });

  it('lists every bad variable at once, without echoing credentials', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: '70000', DATABASE_URL: 'https://user:s3cret@example.com/db', WORKER_CONCURRENCY: '0', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'WORKER_CONCURRENCY']);
    expect((error as ConfigError).message).not.toContain('s3cret');
    expect((error as ConfigError).message).toContain('https://***@example.com/db');
  });

  it.each([
    ['postgres://u:pa/ss@host/db', 'pa/ss'],
    ['mysql://u:p@ss@host/db', 'ss@'],
    ['mysql://admin:hunter2@db.internal/x', 'hunter2'],
  ])('never shows the password of a rejected DATABASE_URL (%s)', (url, secret) => {
    const error = (() => {
      try {
        parseConfig({ DATABASE_URL: url });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).not.toContain(secret);
  });

  it('signs sessions with a development secret, and refuses to start in production without its own', () => {
    expect(parseConfig({}).auth).toEqual({
      secret: expect.stringMatching(/^.{32,}$/),
      trustedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      secureCookies: false,
    });
    const error = (() => {
      try {
        parseConfig({ NODE_ENV: 'production', PORT: 'x' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'BETTER_AUTH_SECRET']);
    expect(error.message).toContain('BETTER_AUTH_SECRET is required in production');
  });

  it('takes the production secret and extra trusted origins, with Secure cookies', () => {
    const secret = 'x'.repeat(16) + 'y'.repeat(16);
    const config = parseConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: secret,
      AUTH_TRUSTED_ORIGINS: 'https://app.example/, https://admin.example:8443',
    });
    expect(config.auth).toEqual({ secret, trustedOrigins: ['https://app.example', 'https://admin.example:8443'], secureCookies: true });
    expect(parseConfig({ PUBLIC_URL: 'https://reelsmith.example' }).auth.secureCookies).toBe(true);
  });

  it('refuses a short secret without showing it, and origins that are not URLs', () => {
    let error: unknown;
    try {
      parseConfig({ BETTER_AUTH_SECRET: 'hunter2', AUTH_TRUSTED_ORIGINS: 'app.example' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual(['BETTER_AUTH_SECRET', 'AUTH_TRUSTED_ORIGINS']);
    expect((error as ConfigError).message).not.toContain('hunter2');
  });

  it('configures the worker’s language model and speech API only when asked, hiding their keys', () => {
    expect(parseConfig({}).llm).toBeUndefined();
    expect(parseConfig({}).tts).toBeUndefined();
    const config = parseConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'local-model', TTS_API_KEY: 'sk-speech' });
    expect(config.llm).toEqual({ baseURL: 'http://127.0.0.1:8080/v1', apiKey: 'not-needed', model: 'local-model', timeoutMs: 30_000 });
    expect(config.tts).toEqual({ baseURL: 'https://api.openai.com/v1', apiKey: 'sk-speech', model: 'gpt-4o-mini-tts', voice: 'coral' });
    expect(() => parseConfig({ LLM_BASE_URL: 'ftp://models.example/v1', LLM_API_KEY: 'sk-secret-value' })).toThrow(/LLM_BASE_URL must be an http\(s\) URL/);
  });

  it('shows the booking page and loads Google Analytics only when configured', () => {
    expect(parseConfig({}).site).toEqual({ gaMeasurementId: null, booking: null });
    expect(parseConfig({ BOOKING_URL: 'https://cal.example/team/intro', GA_MEASUREMENT_ID: 'G-ABC123XYZ' }).site).toEqual({
      gaMeasurementId: 'G-ABC123XYZ',
      booking: { url: 'https://cal.example/team/intro', scriptUrl: null },
    });
    expect(() => parseConfig({ GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA_MEASUREMENT_ID must be a Google Analytics 4 measurement id/);
    expect(() => parseConfig({ BOOKING_URL: 'javascript:alert(1)' })).toThrow(/BOOKING_URL must be the http\(s\) address/);
    expect(() => parseConfig({ BOOKING_SCRIPT_URL: 'https://cal.example/widget.js' })).toThrow(/BOOKING_SCRIPT_URL is set but BOOKING_URL is not/);
  });

  it('sells through Stripe only with both its key and its webhook secret, never echoing them', () => {
    expect(parseConfig({}).payments).toEqual({ provider: 'test' });
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456', STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiBaseUrl: 'http://127.0.0.1:12111',
    });
    const problemsOf = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (e) {
        return (e as ConfigError).problems;
      }
      throw new Error('expected a ConfigError');
    };
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc123' })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/)]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_def456' })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not/)]);
    const malformed = problemsOf({ STRIPE_SECRET_KEY: 'pk_live_publishable', STRIPE_WEBHOOK_SECRET: 'hunter2-secret' });
    expect(malformed.map((p) => p.split(' ')[0])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(malformed.join('\n')).not.toMatch(/pk_live_publishable|hunter2-secret/);
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
    expect(parseConfig(production).payments.provider).toBe('stripe');
    expect(problemsOf({ ...production, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' })).toEqual([expect.stringMatching(/^STRIPE_API_BASE_URL is for tests only/)]);
  });

  it('sends mail through SMTP_URL from MAIL_FROM, and signs in with Google given its client pair', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://reelsmith.example' }).mail).toEqual({ from: 'Reelsmith <no-reply@reelsmith.example>' });
    expect(parseConfig({ SMTP_URL: 'smtp://user:pass@smtp.example.com:587', MAIL_FROM: 'Ana <ana@example.com>' }).mail).toEqual({ smtpUrl: 'smtp://user:pass@smtp.example.com:587', from: 'Ana <ana@example.com>' });
    expect(parseConfig({}).google).toBeUndefined();
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'g-secret' }).google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'g-secret',
      issuerUrl: 'https://accounts.google.com',
    });
    const error = (() => {
      try {
        parseConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'http://user:hunter2@mail.example', GOOGLE_CLIENT_SECRET: 'g-secret', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.problems.map((p) => p.split(' ')[0])).toEqual(['SMTP_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_ISSUER_URL']);
    expect(error.message).not.toMatch(/hunter2|g-secret/);
  });

  it('is documented: .env.example and the README name every variable', () => {
    const example = readFileSync(resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
