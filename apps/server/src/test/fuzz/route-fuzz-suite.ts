import { API, type EncryptionKey } from '@app/contract';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFixtures } from '../../modules/agents/agents.test-support.js';
import { loadConfig } from '../../config.js';
import { derivedSecret } from '../../modules/payments/payments.module.js';
import { nextIp } from '../accounts.js';
import { fuzzInputs } from './fuzz-inputs.js';
import { AnswerTally, briefly, summarize, type Failure } from './fuzz-report.js';
import { injectOptions, type Credentials, type FuzzRoute } from './fuzz-requests.js';
import { fuzzRoutesOf } from './fuzz-routes.js';
import { changedTables, tableChecksums } from './table-checksums.js';
import { humanProofHeaders } from '../human-proof.js';
import { memberWithMoney, TEST_VENDOR } from '../money.js';
import { createTestApp, TEST_OPERATOR_KEY, TEST_OPERATOR_TOKEN, type DatabaseKind, type TestApp } from '../test-app.js';
import { createFakeAdminDist, createFakeWebDist } from '../web-dist.js';
import { UNVALIDATED_INPUT_LOG } from '../../http/error-handler.js';

/*
 * Issue 27, "no malformed input reaches a 5xx": every route of the built app
 * gets at least INPUTS_PER_ROUTE inputs made from its own schemas with fields
 * broken (test/fuzz). Each must be answered 4xx, none 5xx, no value may reach
 * the database unvalidated, and no table may change. Debugging aids:
 * FUZZ_ONLY=<regex of "METHOD /url"> runs some routes, FUZZ_DEBUG=1 prints each
 * route's time and answers.
 */
const INPUTS_PER_ROUTE = 200;
const SEED = 27;

/** Tables and columns a refused request still writes, by design, and why. */
const IGNORED_TABLES = new Map([
  ['sealed_nonces', 'replay protection: a sealed body claims its nonce before its payload is checked'],
  ['captchas', 'GET /wps/captcha stores a new challenge per call; its empty query strips unknown keys, so there is nothing to refuse'],
  ['captcha_spent_proofs', 'a sealed call spends its human-check proof before its payload is opened'],
]);
const IGNORED_COLUMNS = new Map([
  ['sessions.last_seen_at', 'an authenticated request refreshes its session every few minutes, whatever it asks'],
  ['operator_api_keys.last_used_at', 'an API key records its last use once a minute, whatever it asks'],
]);

/** Answers that mean the input never reached validation: the fuzzer's credentials failed. */
const NOT_REACHED = new Set([
  'login.not.session',
  'login.logged.out',
  'login.non.member',
  'login.non.agent',
  'free.reject',
  'operator.unauthorized',
  'permission.denied',
  'seamless.signature.invalid',
  'pix.webhook.invalid',
  'captcha.proof.invalid',
  'encryption.invalid',
  'request.rate.limited',
]);

/** The import answers a broken catalogue row with 200 and a problem report, applying nothing. */
function refused(route: FuzzRoute, res: LightMyRequestResponse): boolean {
  if (res.statusCode >= 400) return true;
  return route.url === API.operatorGameImport && res.json().value?.applied === false;
}

/** Logout validates nothing (its query strips unknown keys): its first call ends the session, so it runs last. */
const logoutLast = (a: FuzzRoute, b: FuzzRoute) =>
  Number(a.url === API.logout) - Number(b.url === API.logout) || a.url.localeCompare(b.url) || a.method.localeCompare(b.method);

interface FuzzFindings {
  failures: Failure[];
  /** Request ids of the 5xx answers, to find their causes in the log. */
  failedIds: Set<string>;
  answers: AnswerTally;
}

/** Sends one route's inputs; a 5xx, or a malformed input that was not refused, is a finding. Answers how many were sent. */
async function sendInputs(
  t: TestApp,
  route: FuzzRoute,
  inputs: ReturnType<typeof fuzzInputs>,
  credentials: Credentials,
  findings: FuzzFindings,
): Promise<number> {
  const name = `${route.method} ${route.url}`;
  for (const input of inputs) {
    const res = await t.app.inject(await injectOptions(route, input, credentials, nextIp()));
    findings.answers.add(name, res);
    const failure = { route: name, input: input.labels, status: res.statusCode, body: res.body.slice(0, 200) };
    if (res.statusCode >= 500) {
      findings.failures.push({ ...failure, reason: '5xx' });
      findings.failedIds.add(String(res.headers['x-request-id']));
    } else if (input.malformed && !refused(route, res)) {
      findings.failures.push({ ...failure, reason: 'malformed input accepted' });
    }
  }
  return inputs.length;
}

/** The suite for one database kind: a file per kind, so the two run side by side on vitest's two workers. */
export function describeRouteFuzz(kind: DatabaseKind): void {
  describe(`every route against malformed input on ${kind}`, () => {
    let t: TestApp;
    let routes: FuzzRoute[];
    let routeProblems: string[];
    let credentials: Credentials;
    const seen: RouteOptions[] = [];

    beforeAll(async () => {
      const base = loadConfig({});
      t = await createTestApp(kind, {
        webDistDir: createFakeWebDist(),
        adminDistDir: createFakeAdminDist(),
        config: {
          seamlessVendors: [TEST_VENDOR],
          // Errors only (the 5xx causes and the unvalidated-input lines): 45,000 requests' access lines cost time and memory.
          logLevel: 'warn',
          // No timer writes behind the table checksums' back.
          agents: { ...base.agents, settleIntervalMs: 0 },
          pix: { ...base.pix, reconcileIntervalMs: 0 },
        },
        onRoute: (route) => void seen.push(route),
      });
      ({ routes, problems: routeProblems } = fuzzRoutesOf(seen));
      const member = await memberWithMoney(t);
      const agent = await agentFixtures(t).topAgent();
      credentials = {
        memberToken: member.token,
        agentToken: agent.token,
        operatorToken: TEST_OPERATOR_KEY,
        vendor: TEST_VENDOR,
        webhookSecret: derivedSecret(TEST_OPERATOR_TOKEN, 'pix-webhook'),
        sealKey: (await t.app.inject({ method: 'GET', url: API.encryptionKey })).json().value as EncryptionKey,
        humanProof: () => humanProofHeaders(t),
      };
    });
    afterAll(() => t.close());

    it('answers 4xx to every malformed input of every route, never 5xx, and changes no table', { timeout: 900_000 }, async () => {
      expect(routeProblems).toEqual([]);
      expect(routes.length).toBeGreaterThan(100);
      const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
      const ignored = { tables: new Set(IGNORED_TABLES.keys()), columns: new Set(IGNORED_COLUMNS.keys()) };
      const failures: Failure[] = [];
      const failedIds = new Set<string>();
      const answers = new AnswerTally();
      const started = Date.now();
      let sent = 0;
      let before = await tableChecksums(t.database, ignored);
      for (const route of [...routes].sort(logoutLast)) {
        const name = `${route.method} ${route.url}`;
        if (only && !only.test(name)) continue;
        const routeStarted = Date.now();
        const inputs = fuzzInputs(route.schemas, route.paramNames, INPUTS_PER_ROUTE, SEED);
        expect(inputs.length, name).toBeGreaterThanOrEqual(INPUTS_PER_ROUTE);
        sent += await sendInputs(t, route, inputs, credentials, { failures, failedIds, answers });
        const after = await tableChecksums(t.database, ignored);
        const changed = changedTables(before, after);
        if (changed.length && inputs.some((input) => input.malformed))
          failures.push({ route: name, input: [], reason: `changed tables: ${changed.join(', ')}` });
        before = after;
        if (process.env.FUZZ_DEBUG) console.info(`${name}: ${Date.now() - routeStarted} ms ${JSON.stringify(answers.of(name))}`);
      }
      const logs = t.logs().split('\n');
      const unvalidated = logs.filter((line) => line.includes(UNVALIDATED_INPUT_LOG)).map(briefly);
      const causes = logs.filter((line) => line.includes('"err"') && [...failedIds].some((id) => line.includes(id))).map(briefly);
      const notReached = answers.routesWith(NOT_REACHED).filter((route) => route !== `DELETE ${API.logout}`);
      console.info(
        `route fuzz on ${kind}: ${routes.length} routes, ${sent} requests (${INPUTS_PER_ROUTE} or more per route) in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect({ failures: summarize(failures), causes: causes.slice(0, 20), unvalidated: unvalidated.slice(0, 20), notReached }).toEqual({
        failures: [],
        causes: [],
        unvalidated: [],
        notReached: [],
      });
    });
  });
}
