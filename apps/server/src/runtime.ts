import { mkdir } from 'node:fs/promises';
import { createDatabase, type Database } from '@reelsmith/db';
import { createLlmRecipientWriter, createLlmScriptWriter, createOpenAiVoice, createSafeFetcher } from '@reelsmith/engine';
import { engineLogger } from './jobs/generate-video';
import type { Logger } from 'pino';
import { jobCatalog, startWorkers } from './jobs/catalog';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { chooseMailer } from './mail/choose-mailer';
import type { Config } from './env';
import { ConfigError } from './env';

/** The long-lived parts a process runs with: database, storage folders and queue. */
export interface Runtime {
  database: Database;
  queue: JobQueue;
  /**
   * Stops the queue — running jobs finish by the deadline or go back to the queue — while `drain`
   * (in-flight HTTP requests) settles, then closes the database.
   */
  shutDown(options: { deadline: number; drain?: Promise<unknown> }): Promise<void>;
}

/**
 * Opens the database (applying migrations), prepares local storage and starts the queue; with
 * `consume`, also the workers. Shared by the server (main.ts) and the worker entry (worker.ts).
 */
export async function openRuntime(config: Config, logger: Logger, options: { consume: boolean }): Promise<Runtime> {
  const database = await createDatabase(
    config.database.kind === 'postgres'
      ? { ...config.database, onPoolError: (error) => logger.error({ err: error }, 'database connection lost') }
      : config.database,
  );
  try {
    await database.migrate();
    await mkdir(config.mediaDir, { recursive: true });
    // The campaign jobs send jobs of their own, through the queue made from this catalog below.
    const opening: { queue?: JobQueue } = {};
    const catalog = jobCatalog({
      queue: () => {
        if (!opening.queue) throw new Error('the job queue is not open yet');
        return opening.queue;
      },
      db: database.db,
      mediaDir: config.mediaDir,
      tools: config.tools,
      fetcher: createSafeFetcher({ allowHosts: config.pages.allowHosts, timeoutMs: config.pages.timeoutMs }),
      browser: config.pages.browser,
      // Campaign e-mails and webhooks: the unsubscribe links are signed with the secret the API checks them with.
      delivery: {
        mailer: chooseMailer({ ...config.mail, production: config.env === 'production', logger }),
        publicUrl: config.publicUrl,
        secret: config.auth.secret,
        webhookAllowHosts: config.pages.allowHosts,
      },
      ...(config.llm ? { recipientWriter: createLlmRecipientWriter({ settings: config.llm }) } : {}),
      providers: {
        ...(config.llm ? { scriptWriter: createLlmScriptWriter({ settings: config.llm, logger: engineLogger(logger) }) } : {}),
        ...(config.tts ? { voice: createOpenAiVoice(config.tts) } : {}),
      },
    });
    const opened = createJobQueue({ database, logger, definitions: catalog.map((entry) => entry.definition), heartbeatSeconds: config.jobHeartbeatSeconds });
    opening.queue = opened;
    await opened.start();
    if (options.consume) await startWorkers(opened, catalog, config.workerConcurrency);
    return {
      database,
      queue: opened,
      async shutDown({ deadline, drain }) {
        try {
          await Promise.all([opened.stop({ deadline }), drain]);
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Workers in their own process need a database other processes can reach. */
export function assertCanRunSeparateWorker(config: Config): void {
  if (config.database.kind === 'pglite') {
    throw new ConfigError([
      'DATABASE_URL is not set: the embedded database belongs to the `npm start` process, which already runs the ' +
        'workers. Set DATABASE_URL=postgres://… (for the server and every worker) to run workers separately.',
    ]);
  }
}
