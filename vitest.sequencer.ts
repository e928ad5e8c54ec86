import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the browser test files took in a full run on the 2-core reference machine (two at a time,
 * 2026-11-28). A clean clone has no durations of its own, and Vitest then starts the largest files
 * first: the journey, the longest, started sixth and the prerender sweep last, so one worker ran on
 * alone for minutes at the end. Rough figures are enough: only their order counts.
 */
const MEASURED_SECONDS: Readonly<Record<string, number>> = {
  'apps/web/e2e/journey.e2e.test.ts': 300,
  'apps/web/e2e/public-pages.e2e.test.ts': 215,
  'apps/web/e2e/auth.e2e.test.ts': 200,
  'apps/web/e2e/validation.e2e.test.ts': 200,
  'apps/web/e2e/site.e2e.test.ts': 170,
  'apps/web/e2e/credits.e2e.test.ts': 170,
  'apps/web/e2e/prerender.e2e.test.ts': 160,
  'apps/web/e2e/home.e2e.test.ts': 105,
  'apps/web/e2e/campaign.e2e.test.ts': 75,
  'apps/web/e2e/landings.e2e.test.ts': 60,
  'apps/web/e2e/blog.e2e.test.ts': 55,
  'apps/web/e2e/create.e2e.test.ts': 45,
  'apps/web/e2e/analytics.e2e.test.ts': 20,
  'apps/web/e2e/clips.e2e.test.ts': 20,
};

/**
 * Longest first within each group of projects, so the two workers end together: by the durations
 * Vitest recorded on this machine where it has them, else by the figures above. Files with neither
 * keep Vitest's own order (larger files first), after those with a figure.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const recorded = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    const seconds = (spec: TestSpecification): number => {
      const results = recorded(spec);
      return results ? results.duration / 1000 : (MEASURED_SECONDS[relative(this.ctx.config.root, spec.moduleId)] ?? 0);
    };
    const groupOrder = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    const failed = (spec: TestSpecification) => (recorded(spec)?.failed ? 1 : 0);
    // Array.prototype.sort is stable: equal estimates keep Vitest's order. As in Vitest's own order,
    // a file that failed last time runs first.
    return sorted.sort((a, b) => groupOrder(a) - groupOrder(b) || failed(b) - failed(a) || seconds(b) - seconds(a));
  }
}
