import { spawn } from 'node:child_process';
import { EngineError, type EngineStage } from '../errors';

/** What to run; always an argument array, never a shell line. */
export interface RunProcessOptions {
  command: string;
  args: readonly string[];
  stage: EngineStage;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Bytes of stdout and of stderr kept (the tail); default 1 MiB. */
  maxOutputBytes?: number;
  onStderrLine?: (line: string) => void;
  onStdoutLine?: (line: string) => void;
  /** Text written to the program's standard input once it resolves (the input is closed after). */
  stdin?: Promise<string>;
}

/** How a finished process ended. */
export interface ProcessResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Feeds text in chunks and calls back once per complete line (\n, \r\n or \r), the last one included. */
function lineSplitter(onLine: ((line: string) => void) | undefined) {
  let pending = '';
  return {
    push(chunk: string) {
      if (!onLine) return;
      const lines = (pending + chunk).split(/\r?\n|\r/);
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end() {
      if (onLine && pending) onLine(pending);
      pending = '';
    },
  };
}

function keepTail(buffer: string, chunk: string, max: number): string {
  const joined = buffer + chunk;
  return joined.length > max ? joined.slice(joined.length - max) : joined;
}

/**
 * Runs a program to completion: the one place in the engine that spawns processes. A missing
 * program, a timeout and a cancellation each become an EngineError; the child is killed on abort
 * or timeout, so no process outlives its caller. A non-zero exit is returned, not thrown: callers
 * know which exit codes mean failure.
 */
export function runProcess(options: RunProcessOptions): Promise<ProcessResult> {
  const { command, args, stage, signal, timeoutMs, maxOutputBytes = 1 << 20, onStderrLine, onStdoutLine } = options;
  if (signal?.aborted) {
    return Promise.reject(new EngineError(stage, 'CANCELLED', `${command} was cancelled before it started`, false));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    // A child that exits early closes its end; the write error is the child's failure, reported on close.
    child.stdin.on('error', () => {});
    if (options.stdin) {
      options.stdin.then(
        (text) => child.stdin.end(text),
        () => child.stdin.end(),
      );
    } else {
      child.stdin.end();
    }
    let stdout = '';
    let stderr = '';
    const stdoutLines = lineSplitter(onStdoutLine);
    const stderrLines = lineSplitter(onStderrLine);
    let failure: EngineError | undefined;

    const stop = (error: EngineError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(new EngineError(stage, 'CANCELLED', `${command} was cancelled`, false));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => stop(new EngineError(stage, 'TOOL_TIMEOUT', `${command} took longer than ${timeoutMs} ms`, true)), timeoutMs);

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout = keepTail(stdout, chunk, maxOutputBytes);
      stdoutLines.push(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = keepTail(stderr, chunk, maxOutputBytes);
      stderrLines.push(chunk);
    });

    const cleanUp = () => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      cleanUp();
      if (error.code === 'ENOENT') {
        reject(new EngineError(stage, 'TOOL_MISSING', `${command} was not found; install it or set its path in the configuration`, false, { cause: error }));
      } else {
        reject(new EngineError(stage, 'TOOL_FAILED', `${command} could not be started: ${error.message}`, true, { cause: error }));
      }
    });
    child.on('close', (code, killSignal) => {
      cleanUp();
      stdoutLines.end();
      stderrLines.end();
      if (failure) return reject(failure);
      resolve({ exitCode: code ?? (killSignal ? 128 : 1), stdout, stderr });
    });
  });
}
