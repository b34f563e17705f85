import { expect, type FrameLocator, type Page } from '@playwright/test';
import { API, STORAGE_KEYS, type Game } from '@app/contract';
import { serverList } from './lobby.js';
import type { RunningServer } from './server.js';

/** The member's session token, as the site keeps it (SPEC §3 MC_SESSION_INFO). */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '', STORAGE_KEYS.session);
}

/** Games of a list filter, straight from the catalogue call. */
export async function catalogueGames(server: RunningServer, params: Record<string, string>): Promise<Game[]> {
  return (await serverList(server, { pageSize: 100, ...params })).games;
}

/**
 * Launches a game as the member whose session token is given (read it with
 * sessionToken while the tab is on the site) and opens the game server's page.
 */
export async function openGame(page: Page, server: RunningServer, token: string, nodeId: string): Promise<void> {
  const res = await fetch(`${server.url}${API.gameLaunch}?nodeId=${nodeId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const { value } = (await res.json()) as { value: { url: string } };
  await page.goto(value.url);
  await expect(page.getByTestId('game-balance')).toBeVisible();
}

/** An operator call of the game server (sports fixtures and results). */
export function gamesOperator(server: RunningServer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.games.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.games.operatorToken}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** What a slot spin answers, as far as the tests read it. */
export interface SpinAnswer {
  roundId: string;
  stake: string;
  win: string;
  outcome: { spins: unknown[] };
}

/**
 * Spins once on an open slot (the page itself, or the site's game frame) and waits
 * until the outcome has been shown and the round is in the recall. Free spins play
 * out one after another (900 ms each on screen), so the wait grows with them.
 */
export async function spinSlot(page: Page, scope: Page | FrameLocator = page): Promise<SpinAnswer> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/slot/spin'));
  await scope.getByTestId('slot-spin').click();
  const res = await response;
  expect(res.status()).toBe(200);
  const { value } = (await res.json()) as { value: SpinAnswer };
  const timeout = 10_000 + 1_000 * value.outcome.spins.length;
  await expect(scope.getByTestId(`recall-${value.roundId}`)).toBeVisible({ timeout });
  await expect(scope.getByTestId('slot-spin')).toBeEnabled({ timeout });
  return value;
}
