import { describeRouteFuzz } from '../test/fuzz/route-fuzz-suite.js';

/*
 * Issue 27, "no malformed input reaches a 5xx": every route of the built app against malformed inputs made from its
 * own schemas (test/fuzz/route-fuzz-suite.ts), on PGlite; route-fuzz.postgres.test.ts runs the same on PostgreSQL.
 */
describeRouteFuzz('pglite');
