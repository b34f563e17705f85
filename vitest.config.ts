import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/admin', 'apps/games', 'scripts'],
    // Vitest's default for `run` is one worker fewer than the cores: one on a two-core machine, leaving a core idle
    // while a suite waits on PostgreSQL or a spawned server. Suites share nothing (own database, Redis namespace, ports).
    maxWorkers: 2,
  },
});
