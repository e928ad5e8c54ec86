import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress';

function recorder(isTTY: boolean) {
  const writes: string[] = [];
  return { output: { isTTY, columns: 80, write: (text: string) => void writes.push(text) }, writes };
}

describe('createProgressBar', () => {
  it('redraws one line on a terminal, only when it changes, and ends it', () => {
    const { output, writes } = recorder(true);
    let now = 0;
    const bar = createProgressBar(output, () => now);
    bar.update({ stage: 'render', percent: 0 });
    bar.update({ stage: 'render', percent: 0 });
    now = 2500;
    bar.update({ stage: 'render', percent: 50 });
    bar.finish();
    expect(writes).toHaveLength(3);
    expect(writes[0]).toBe('\rrender     [----------------------------------------]   0%  0.0 s');
    expect(writes[1]).toBe('\rrender     [####################--------------------]  50%  2.5 s');
    expect(writes[2]).toBe('\n');
  });

  it('writes a line per stage and per quarter in a log', () => {
    const { output, writes } = recorder(false);
    const bar = createProgressBar(output, () => 0);
    for (const [stage, percent] of [['script', 0], ['voice', 10], ['voice', 15], ['render', 30], ['render', 40], ['render', 51], ['render', 100]] as const) bar.update({ stage, percent });
    bar.finish();
    expect(writes.map((w) => w.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual(['script 0%', 'voice 10%', 'render 30%', 'render 51%', 'render 100%']);
  });
});
