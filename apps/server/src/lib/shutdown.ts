import type { Logger } from 'pino';

/**
 * Handles SIGINT and SIGTERM for an entry point. Install it before start-up: a signal that arrives
 * while the database opens or migrates is remembered, and the shutdown runs as soon as `ready`
 * hands it over. A second signal exits at once: the way out when a person does not want to wait.
 */
export function handleShutdownSignals(logger: Logger): { ready: (shutdown: () => Promise<void>) => void } {
  let shutdown: (() => Promise<void>) | undefined;
  let requested = false;
  const run = () => {
    shutdown?.().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    requested = true;
    logger.info({ signal }, shutdown ? 'shutting down' : 'shutting down as soon as start-up finishes');
    run();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    ready(fn) {
      shutdown = fn;
      if (requested) run();
    },
  };
}
