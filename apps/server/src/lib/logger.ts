import pino, { type Logger } from 'pino';

/** The process logger: JSON lines, or readable lines when a person watches a terminal in development. */
export function createLogger(options: { level: string; pretty: boolean; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], censor: '[redacted]' },
    ...(options.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
