import pino from 'pino';

/** A logger that keeps quiet in tests unless TEST_LOG_LEVEL asks otherwise. */
export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
