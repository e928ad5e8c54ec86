// Workers alone, for scaling out: any number of these processes on any machines, on PostgreSQL.
import { createLogger } from './lib/logger';
import { loadConfigOrExit } from './lib/load-config';
import { exitOnSignals } from './lib/shutdown';
import { assertCanRunSeparateWorker, openRuntime } from './runtime';
import type { ConfigError } from './env';

const config = loadConfigOrExit();
const logger = createLogger({ name: 'reelsmith-worker', level: config.logLevel, pretty: Boolean(process.stdout.isTTY) && config.env !== 'production' });

try {
  assertCanRunSeparateWorker(config);
} catch (error) {
  process.stderr.write(`${(error as ConfigError).message}\n`);
  process.exit(1);
}

let runtime: Awaited<ReturnType<typeof openRuntime>>;
try {
  runtime = await openRuntime(config, logger, { consume: true });
} catch (error) {
  logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
  process.exit(1);
}
// Signals first, then the announcement: whoever reacts to it may stop us at once.
exitOnSignals(logger, () => runtime.close());
logger.info({ concurrency: config.workerConcurrency }, 'worker started');
