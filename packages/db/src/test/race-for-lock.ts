// Child process for the lock race test: waits for a start time, tries to take the lock, reports,
// and holds it for a moment so losers see a live owner.
import { DataDirLockedError, lockDataDir } from '../data-dir-lock';

const [lockPath, startAt] = process.argv.slice(2);
if (!lockPath || !startAt) throw new Error('usage: race-for-lock <lockPath> <startAtMs>');
while (Date.now() < Number(startAt)) {
  // Spin so every contender starts within the same millisecond or so.
}
try {
  const release = lockDataDir(lockPath);
  process.stdout.write('acquired\n');
  setTimeout(() => {
    release();
    process.exit(0);
  }, 1_500);
} catch (error) {
  process.stdout.write(error instanceof DataDirLockedError ? 'refused\n' : `error ${(error as Error).message}\n`);
}
