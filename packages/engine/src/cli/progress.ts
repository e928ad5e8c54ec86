/** Something to write progress to: a terminal (redrawn in place) or a log (a line now and then). */
export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

const STAGE_NAMES: Record<string, string> = { images: 'pictures', script: 'script', voice: 'voice', storyboard: 'storyboard', render: 'render' };

/**
 * A progress bar for `reelsmith render`. On a terminal it redraws one line; elsewhere (CI logs, a
 * pipe) it writes a line when the stage changes and at every quarter, so logs stay short.
 */
export function createProgressBar(output: ProgressOutput, now: () => number = () => performance.now()) {
  const started = now();
  let lastLine = '';
  let lastStage = '';
  let lastQuarter = -1;
  let drawn = false;
  const elapsed = () => `${((now() - started) / 1000).toFixed(1)} s`;
  return {
    update({ stage, percent }: { stage: string; percent: number }) {
      const clamped = Math.max(0, Math.min(100, Math.round(percent)));
      const name = (STAGE_NAMES[stage] ?? stage).padEnd(10);
      if (output.isTTY) {
        const width = Math.max(10, Math.min(40, (output.columns ?? 80) - 32));
        const filled = Math.round((clamped / 100) * width);
        const line = `${name} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(clamped).padStart(3)}%  ${elapsed()}`;
        if (line !== lastLine) output.write(`\r${line}`);
        lastLine = line;
        drawn = true;
        return;
      }
      const quarter = Math.floor(clamped / 25);
      if (stage !== lastStage || quarter !== lastQuarter) output.write(`${name} ${String(clamped).padStart(3)}%  ${elapsed()}\n`);
      lastStage = stage;
      lastQuarter = quarter;
    },
    /** Ends the bar's line, so what follows starts on a line of its own. */
    finish() {
      if (drawn) output.write('\n');
      drawn = false;
    },
  };
}
