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

  it('is documented: .env.example and the README name every variable', () => {
    const example = readFileSync(resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
