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
    // One browser and one server per file, two files at a time (the run's maxWorkers): two keep the
    // processor 96-100 % busy (Chromium drawing, the server's renders); three made files time out.
    // They run after every other project's files (groupOrder 0), so no browser competes with the
    // render tests of the server and engine.
    sequence: { groupOrder: 1 },
  },
});
