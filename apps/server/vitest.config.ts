import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each integration suite boots PGlite (WebAssembly) and migrates a fresh database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
