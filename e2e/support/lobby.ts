import { expect, type Page } from '@playwright/test';
import type { Game, GameMenus } from '@app/contract';
import { API } from '@app/contract';
import { registerMember, uniqueCpf } from './accounts.js';
import type { RunningServer } from './server.js';

/** Asks the server what the site should show, so tests compare with it instead of naming games. */
export async function serverValue<T>(
  server: RunningServer,
  path: string,
  params: Record<string, string | number> = {},
  language = 'pt',
): Promise<T> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), language });
  const res = await fetch(`${server.url}${path}?${query.toString()}`);
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success, `${path}?${query.toString()}`).toBe(true);
  return body.value;
}

export async function serverList(server: RunningServer, params: Record<string, string | number>, language = 'pt') {
  return serverValue<{ games: Game[]; pageNum: number; totalPages: number; total: number }>(server, API.gameList, params, language);
}

export const serverHot = (server: RunningServer, language = 'pt') => serverValue<Game[]>(server, API.gameHot, {}, language);
export const serverMenus = (server: RunningServer) => serverValue<GameMenus>(server, API.gameMenus);

/** Node ids of the tiles inside a container, in order. */
export async function tileIds(page: Page, containerTestId: string): Promise<string[]> {
  return page
    .getByTestId(containerTestId)
    .getByTestId('game-tile')
    .evaluateAll((tiles) => tiles.map((t) => (t as HTMLElement).dataset.nodeId ?? ''));
}

/** Registers a fresh member through the form (lands on the logged-in home). */
export async function newMember(page: Page): Promise<string> {
  const username = `lb${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  await registerMember(page, { username, cpf: uniqueCpf() });
  return username;
}

/** Scrolls the page down step by step until an element is in view (sections load on approach). */
export async function scrollUntilVisible(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await page.getByTestId(testId).first().isVisible()) break;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
  }
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId(testId).first()).toBeVisible();
}
