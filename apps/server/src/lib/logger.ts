import pino, { type Logger } from 'pino';

/**
 * The process logger: JSON lines, or readable lines when a person watches a terminal in development.
 * JSON goes to stdout synchronously: an asynchronous destination flushes on exit and, when stdout's
 * reader is gone (a closed pipe), retries forever and the process never exits.
 */
export function createLogger(options: { level: string; pretty: boolean; name: string }): Logger {
  const base = {
    name: options.name,
    level: options.level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], censor: '[redacted]' },
  };
  if (options.pretty) {
    return pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } });
  }
  const destination = pino.destination({ fd: 1, sync: true });
  // A closed stdout must not crash the process or stop its shutdown; the lines have nowhere to go.
  destination.on('error', () => {});
  return pino(base, destination);
}
