import { existsSync } from 'node:fs';
import { ConfigError, parseConfig, type Config } from '../env';

/**
 * Reads the environment once for an entry point: a .env file in the working directory first (when
 * there is one; real environment variables win), then validation. A bad configuration prints every
 * problem and exits, before anything starts.
 */
export function loadConfigOrExit(): Config {
  if (existsSync('.env')) {
    const fromShell = { ...process.env };
    process.loadEnvFile('.env');
    Object.assign(process.env, fromShell);
  }
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
