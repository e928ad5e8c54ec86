import { defineConfig } from 'vitest/config';

// Real Chromium against the production build served by the real server.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/build-web.ts'],
    // A test's steps take about twice as long beside another browser file on two cores as alone;
    // the longest journeys (settings, sixteen-page sweeps) took 30 s alone and over 60 s in CI.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file, one file at a time. Two at a time kept the processor busy
    // but not usefully: on the 2-core CI machine the fourteen files took 2,678 s of file time two by
    // two (at least 1,339 s of wall time) and 1,106 s one by one, on the same machine, quiet both times:
    // a browser beside another draws, waits and polls for longer. They run after every other
    // project's files (groupOrder 1), so no browser competes with the render tests of the server and engine.
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
