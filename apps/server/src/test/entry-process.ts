import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

/** A started entry point (main.ts or worker.ts) and what it logged. */
export interface EntryProcess {
  child: ChildProcess;
  /** Parsed JSON log lines so far. */
  logs: Record<string, unknown>[];
  stderr: () => string;
  /** Resolves with the first log line the predicate accepts. */
  waitForLog(accept: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
}

/** Runs an entry point of the server with the given environment (added to a minimal one). */
export function startEntry(entry: 'main.ts' | 'worker.ts', env: Record<string, string>): EntryProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `${SERVER_SRC}${entry}`], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
    for (const wake of waiters) wake();
    resolve(code);
  }));

  return {
    child,
    logs,
    stderr: () => stderr,
    exited,
    waitForLog(accept, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no matching log line within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
        const check = () => {
          const line = logs.find(accept);
          if (line) finish(undefined, line);
          else if (child.exitCode !== null) finish(new Error(`exited with ${child.exitCode} first; stderr: ${stderr}`));
        };
        const finish = (error?: Error, line?: Record<string, unknown>) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(line as Record<string, unknown>);
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts main.ts and resolves with its base URL once it listens. */
export async function startServer(env: Record<string, string>): Promise<EntryProcess & { baseUrl: string }> {
  const server = startEntry('main.ts', { PORT: '0', HOST: '127.0.0.1', ...env });
  try {
    // Starting means compiling the server on the fly and migrating its database: on a busy two-core
    // machine (two test files at a time, a browser each) that has taken over 30 s.
    const ready = await server.waitForLog((line) => typeof line.port === 'number' && String(line.msg).startsWith('Reelsmith is running'), 90_000);
    return { ...server, baseUrl: `http://127.0.0.1:${ready.port as number}` };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
