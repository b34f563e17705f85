import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each integration suite boots PGlite (WebAssembly) with a copy of the run's migrated, seeded template.
    globalSetup: ['src/test/global-setup.ts'],
    // One module graph per worker instead of per file: every suite imports the whole application (hundreds of
    // modules), which cost more than a third of the run. Suites share no module state they depend on (no vi.mock;
    // each builds its own app, database, Redis namespace and ports).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
