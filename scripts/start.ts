// `npm start`: builds the web app when its build is missing, then runs the platform (server and
// workers in one process) from apps/server/src/main.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
// A WEB_DIST_DIR of one's own is a build made elsewhere: not ours to make.
if (!process.env.WEB_DIST_DIR && !existsSync(webIndex)) {
  console.warn('The web app is not built yet: building it once (about 10 seconds)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@reelsmith/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/main');
