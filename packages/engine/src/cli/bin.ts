import { readFileSync } from 'node:fs';
import { runCli } from './main';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

// Ctrl-C once: stop the programs, remove what was half made, exit 130. Twice: exit at once.
const controller = new AbortController();
const stop = () => {
  if (controller.signal.aborted) process.exit(130);
  process.stderr.write('\nStopping…\n');
  controller.abort();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), signal: controller.signal, version });
