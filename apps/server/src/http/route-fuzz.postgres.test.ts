import { describe } from 'vitest';
import { describeRouteFuzz } from '../test/fuzz/route-fuzz-suite.js';

/** The route fuzz (route-fuzz.test.ts) on PostgreSQL, in a file of its own so it runs beside the PGlite one. */
describe.runIf(process.env.TEST_DATABASE_URL)('route fuzz on PostgreSQL', () => {
  describeRouteFuzz('postgres');
});
