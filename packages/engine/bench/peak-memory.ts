import { readFileSync, readdirSync } from 'node:fs';

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

/**
 * Follows the memory this process and its descendants (ffmpeg, espeak-ng, drawing processes) hold together: every
 * interval it adds up their current resident sizes from /proc and keeps the largest total. This is the
 * machine's real peak for one ad (adding each process's own peak would count moments that never
 * coincide). Each process's own high-water mark is reported beside it.
 */
export function watchPeakMemory(intervalMs = 50): { stop: () => { totalMb: number; selfPeakMb: number; childPeakMb: number } } {
  let totalKb = 0;
  let childPeakKb = 0;
  /** Children of a process, from each of its threads' lists (cheap: no walk over every process). */
  const childrenOf = (pid: string): string[] => {
    try {
      return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean));
    } catch {
      // The process ended while it was read.
      return [];
    }
  };
  const sample = () => {
    let sum = kb(readFileSync('/proc/self/status', 'utf8'), 'VmRSS');
    const pending = childrenOf(String(process.pid));
    for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        sum += kb(status, 'VmRSS');
        childPeakKb = Math.max(childPeakKb, kb(status, 'VmHWM'));
        pending.push(...childrenOf(pid));
      } catch {
        // The process ended between listing and reading.
      }
    }
    totalKb = Math.max(totalKb, sum);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { totalMb: totalKb / 1024, selfPeakMb: process.resourceUsage().maxRSS / 1024, childPeakMb: childPeakKb / 1024 };
    },
  };
}
