import { test, expect, type Browser } from '@playwright/test';
import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { clusterMissing, startCluster, type Cluster } from '../support/cluster.js';
import { newPhone } from '../support/fixtures.js';
import { sessionToken } from '../support/games.js';

/**
 * Two server processes on one PostgreSQL and one Redis behind HAProxy with deploy/haproxy/haproxy.cfg (issue 32, the
 * short two-process version of the cluster tests): a request may land on either process.
 */
const missing = clusterMissing();
test.skip(Boolean(missing), `the cluster needs PostgreSQL, Redis and HAProxy: ${missing}`);
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(2);
});
test.afterAll(async () => {
  await cluster?.stop();
});

const memberCall = (nodeUrl: string, token: string) =>
  fetch(`${nodeUrl}${API.memberInfo}`, { headers: { authorization: `Bearer ${token}` } });

/** Registers a player through the balancer, so the captcha and the form land on either process. */
async function newPlayer(browser: Browser, prefix: string): Promise<{ token: string; username: string; close(): Promise<void> }> {
  const page = await newPhone(browser, cluster.url);
  const username = `${prefix}_${Date.now().toString(36)}`;
  await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
  return { token: await sessionToken(page), username, close: () => page.context().close() };
}

async function memberId(username: string): Promise<number> {
  const res = await fetch(`${cluster.nodes[0]!.url}${API.operatorPlayers}?username=${username}`, {
    headers: { authorization: `Bearer ${cluster.operatorToken}` },
  });
  const body = (await res.json()) as { value: { rows: { id: number; username: string }[] } };
  const player = body.value.rows.find((p) => p.username === username);
  if (!player) throw new Error(`player ${username} not found: ${JSON.stringify(body)}`);
  return player.id;
}

test('a session opened through the balancer works on both processes; a logout on one is refused on the other', async ({ browser }) => {
  const player = await newPlayer(browser, 'node');
  const [a, b] = cluster.nodes;
  expect((await memberCall(a!.url, player.token)).status).toBe(200);
  expect((await memberCall(b!.url, player.token)).status).toBe(200);

  const logout = await fetch(`${a!.url}${API.logout}`, { method: 'DELETE', headers: { authorization: `Bearer ${player.token}` } });
  expect(logout.status).toBe(200);
  expect((await memberCall(b!.url, player.token)).status).toBe(401);
  await player.close();
});

test("an operator's disable on one process refuses the player on the other within a second", async ({ browser }) => {
  const player = await newPlayer(browser, 'off');
  const [a, b] = cluster.nodes;
  expect((await memberCall(b!.url, player.token)).status).toBe(200);
  const id = await memberId(player.username);

  const disabled = await fetch(`${a!.url}${API.operatorPlayerStatus.replace(':id', String(id))}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'disabled', reason: 'cluster test' }),
  });
  expect(disabled.status).toBe(200);
  const since = Date.now();
  let refusedAfterMs: number | undefined;
  while (Date.now() - since < 3_000) {
    if ((await memberCall(b!.url, player.token)).status !== 200) {
      refusedAfterMs = Date.now() - since;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(refusedAfterMs, 'the other process refused the disabled player').toBeDefined();
  expect(refusedAfterMs!).toBeLessThanOrEqual(1_000);
  await player.close();
});

test("the balancer gives every request an id the server answers with, and keeps a caller's own", async () => {
  const given = await fetch(`${cluster.url}${API.health}`);
  expect(given.headers.get('x-request-id')).toMatch(/^[0-9A-F]{16,64}$/);
  const own = await fetch(`${cluster.url}${API.health}`, { headers: { 'x-request-id': 'caller-chosen-id-42' } });
  expect(own.headers.get('x-request-id')).toBe('caller-chosen-id-42');
});

test('SIGTERM drains a process: every request in flight through the balancer is answered, none dropped', async () => {
  const [a] = cluster.nodes;
  const inFlight = Array.from({ length: 60 }, (_, i) =>
    fetch(`${cluster.url}${API.systemStatus}?n=${i}`).then(
      (res) => res.status,
      () => 0,
    ),
  );
  await new Promise((r) => setTimeout(r, 20));
  const exit = cluster.terminate(a!);
  const statuses = await Promise.all(inFlight);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(await exit).toBe(0);
  // With one process gone, the balancer sends everything to the other.
  const after = await Promise.all(Array.from({ length: 10 }, () => fetch(`${cluster.url}${API.systemStatus}`).then((r) => r.status)));
  expect(after).toEqual(Array(10).fill(200));
});
