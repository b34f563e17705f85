import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'games',
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
