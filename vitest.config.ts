import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more, longest first (as measured on the 2-core machine). They start
 * before the rest, so the two workers end together instead of one running a long file alone at the
 * end; the others keep Vitest's order.
 */
const LONGEST_FIRST = [
  'apps/web/e2e/journey.e2e.test.ts',
  'apps/web/e2e/public-pages.e2e.test.ts',
  'apps/server/src/jobs/campaign-jobs.test.ts',
  'apps/server/src/worker-crash.test.ts',
  'apps/web/e2e/auth.e2e.test.ts',
  'apps/web/e2e/credits.e2e.test.ts',
  'apps/web/e2e/prerender.e2e.test.ts',
  'packages/engine/src/cli/cli.test.ts',
  'apps/web/e2e/site.e2e.test.ts',
  'apps/server/src/routes/campaigns/campaign-preview.test.ts',
  'apps/server/src/main.test.ts',
  'apps/web/e2e/validation.e2e.test.ts',
  'apps/server/src/campaign-workers.test.ts',
  'packages/engine/src/pipeline/create-ad.test.ts',
  'apps/web/e2e/home.e2e.test.ts',
  'apps/web/e2e/campaign.e2e.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    const groupOrder = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => groupOrder(a.spec) - groupOrder(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

// One runner, one summary: each workspace is a project; the browser end-to-end suite is its own.
// Two files at a time (Vitest would use cores − 1, that is one, on the 2-core machine): most test time
// is waiting on a database, a server or a child process. The end-to-end suite runs after the rest
// (its own groupOrder), so its browsers never compete with a render test.
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/db/vitest.config.ts',
      'packages/engine/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
