import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_RATE_LIMIT } from './operator-scope.js';
import { createTestApp, operatorHeaders, twoProcessApps, type TestApp, type TwoProcesses } from '../test/test-app.js';

/** Operator calls allow 300 a minute per route and address: a parallel burst must be counted exactly. */
const LIMIT = OPERATOR_RATE_LIMIT.max;
const BURST = LIMIT + 15;
const call = (t: TestApp, ip: string) =>
  t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers: operatorHeaders, remoteAddress: ip });
const passed = (statuses: number[]) => statuses.filter((s) => s === 200).length;

describe('per-address limits under a parallel burst', () => {
  describe('in process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(() => t.close());

    it('lets exactly the limit through of a parallel burst over it', async () => {
      const statuses = (await Promise.all(Array.from({ length: BURST }, () => call(t, '198.51.100.31')))).map((r) => r.statusCode);
      expect(passed(statuses)).toBe(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - LIMIT);
    });
  });

  describe.runIf(process.env.REDIS_URL)('in Redis, across two server processes', () => {
    let processes: TwoProcesses;
    beforeAll(async () => {
      processes = await twoProcessApps(process.env.REDIS_URL!);
    });
    afterAll(() => processes.close());

    it('lets exactly the limit through of a parallel burst over it landing on either process', async () => {
      const ip = '198.51.100.32';
      const burst = Array.from({ length: BURST }, (_, i) => call(i % 2 ? processes.first : processes.second, ip));
      const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
      expect(passed(statuses)).toBe(LIMIT);
    });
  });
});
