import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { runProcess } from './run-process';

describe('runProcess', () => {
  it('passes arguments as-is, never through a shell', async () => {
    const { exitCode, stdout } = await runProcess({ command: 'printf', args: ['%s|', 'a b', '$(echo no)', ';rm'], stage: 'setup' });
    expect(exitCode).toBe(0);
    expect(stdout).toBe('a b|$(echo no)|;rm|');
  });

  it('returns a non-zero exit with the program’s stderr', async () => {
    const result = await runProcess({ command: 'sh', args: ['-c', 'echo broken >&2; exit 3'], stage: 'render' });
    expect(result).toMatchObject({ exitCode: 3, stderr: 'broken\n' });
  });

  it('reports a missing program as TOOL_MISSING', async () => {
    const error = await runProcess({ command: '/nonexistent/ffmpeg', args: [], stage: 'render' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'TOOL_MISSING', stage: 'render', retryable: false });
  });

  it('kills the program when cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const running = runProcess({ command: 'sleep', args: ['30'], stage: 'render', signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('kills the program at its timeout', async () => {
    await expect(runProcess({ command: 'sleep', args: ['30'], stage: 'voice', timeoutMs: 200 })).rejects.toMatchObject({
      code: 'TOOL_TIMEOUT',
      retryable: true,
    });
  });

  it('hands stderr to the caller line by line, including a last line without newline', async () => {
    const lines: string[] = [];
    await runProcess({ command: 'sh', args: ['-c', 'printf "one\\ntwo\\rthree" >&2'], stage: 'render', onStderrLine: (l) => lines.push(l) });
    expect(lines).toEqual(['one', 'two', 'three']);
  });
});
