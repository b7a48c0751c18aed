import { defineConfig } from 'vitest/config';

/** One runner for the whole workspace; each package is a project. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // Test files wait on databases, HTTP and child processes much of the time: two at once keep
    // both cores busy (the default on a 2-core machine is one).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'schemas', include: ['packages/schemas/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'phrases', include: ['packages/phrases/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Server code keeps no module-level state and its tests mock no modules, so files of one
          // worker share the imported module graph instead of importing the server again each time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['packages/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Page tests render whole route trees in jsdom: seconds each on a busy 2-core machine.
          testTimeout: 15_000,
          setupFiles: ['packages/console/src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'experience',
          include: ['packages/experience/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          passWithNoTests: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['packages/e2e/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
