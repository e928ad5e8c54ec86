// Workers alone, for scaling out: any number of these processes on any machines, on PostgreSQL.
import { createLogger } from './lib/logger';
import { loadConfigOrExit } from './lib/load-config';
import { handleShutdownSignals } from './lib/shutdown';
import { assertCanRunSeparateWorker, openRuntime, type Runtime } from './runtime';

const config = loadConfigOrExit();
const logger = createLogger({ name: 'reelsmith-worker', level: config.logLevel, pretty: Boolean(process.stdout.isTTY) && config.env !== 'production' });

try {
  assertCanRunSeparateWorker(config);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

const signals = handleShutdownSignals(logger);
let runtime: Runtime;
try {
  runtime = await openRuntime(config, logger, { consume: true });
} catch (error) {
  logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
  process.exit(1);
}
signals.ready(() => runtime.shutDown({ deadline: Date.now() + config.shutdownTimeoutMs }));
logger.info({ concurrency: config.workerConcurrency }, 'worker started');
