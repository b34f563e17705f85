import { API } from '@app/contract';
import { expect, test } from '../support/fixtures.js';
import { newMember, serverHot, serverList, tileIds } from '../support/lobby.js';

const firstPage = (server: Parameters<typeof serverList>[0], params: Record<string, string>) =>
  serverList(server, { ...params, pageNo: 1, pageSize: 35 });

test('each tab and filter of the game list shows what the server has for it', async ({ page, server }) => {
  await page.goto('/m/slot-games');
  const all = await firstPage(server, { gameType: 'RNG' });
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(all.games.map((g) => g.nodeId));

  await page.getByTestId('tab-hot').click();
  const hot = (await serverHot(server)).filter((g) => g.gameType === 'RNG').map((g) => g.nodeId);
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(hot);
  await expect(page.getByTestId('game-list').getByTestId('label-hot')).toHaveCount(hot.length);
  await page.getByTestId('tab-hot').click();
  await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('game-list-title').click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByTestId('filter-vendor-PP').click();
  await panel.getByTestId('filter-classify-JP').click();
  await panel.getByTestId('filter-minBet-0.10').click();
  await panel.getByTestId('filter-apply').click();
  await expect(panel).toHaveCount(0);
  const filtered = await firstPage(server, { gameType: 'RNG', vassalage: 'PP', gameClassify: 'JP', minBet: '0.10' });
  expect(filtered.games.length).toBeGreaterThan(0);
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(filtered.games.map((g) => g.nodeId));
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-tab', 'filter');

  // Changing tab clears the filter (SPEC §4).
  await page.getByTestId('tab-all').click();
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(all.games.map((g) => g.nodeId));

  await page.getByTestId('game-list-search-toggle').click();
  await panel.getByTestId('filter-classify-NEW').click();
  await panel.getByTestId('filter-apply').click();
  const fresh = await firstPage(server, { gameType: 'RNG', isNew: '1' });
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(fresh.games.map((g) => g.nodeId));

  await page.getByTestId('tab-recent').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a vendor link opens its search tab, and the type switch moves between types', async ({ page, server }) => {
  await page.goto('/m/gameList?gameType=RNG&vassalage=JDB');
  const jdb = await firstPage(server, { gameType: 'RNG', vassalage: 'JDB' });
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(jdb.games.map((g) => g.nodeId));
  await page.getByTestId('game-list-title').click();
  await page.getByTestId('filter-type-FISH').click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
  const fish = await firstPage(server, { gameType: 'FISH' });
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(fish.games.map((g) => g.nodeId));
  await page.getByTestId('game-list-title').click();
  await page.getByTestId('filter-type-LOTT').click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-type', 'LOTT');
  await page.getByTestId('title-bar-back').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("a game's information states the RTP its catalogue entry states, in the language's number format", async ({ page, server }) => {
  const live = await firstPage(server, { gameType: 'LIVE' });
  const roulette = live.games.find((g) => g.gameClassify === 'Roulette')!;
  expect(roulette.rtp).toBe('97.30');
  await page.goto('/m/live-games');
  const tile = page.getByTestId('game-list').locator(`[data-node-id="${roulette.nodeId}"]`);
  await tile.getByTestId('game-info-open').click();
  const sheet = page.getByTestId('game-info');
  await expect(sheet.getByRole('heading')).toHaveText(roulette.displayName);
  await expect(sheet.getByTestId('game-info-rtp')).toHaveText('RTP 97,30%');
  await expect(sheet.getByTestId('game-info-min-bet')).toHaveText(`R$ ${roulette.minBet.replace('.', ',')}`);
  await sheet.getByTestId('game-info-close').click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/live-games$/);
});

test('scrolling loads page 2 and stops at the last page', async ({ page, server }) => {
  const first = await firstPage(server, { gameType: 'LIVE' });
  expect(first.totalPages).toBe(2);
  const pageNos: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === API.gameList) pageNos.push(url.searchParams.get('pageNo') ?? '');
  });
  await page.goto('/m/live-games');
  await expect(page.getByTestId('game-list').getByTestId('game-tile')).toHaveCount(35);
  await expect(page.getByTestId('list-end')).toHaveCount(0);
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByTestId('game-list').getByTestId('game-tile')).toHaveCount(first.total);
  await expect(page.getByTestId('list-end')).toBeVisible();
  const second = await serverList(server, { gameType: 'LIVE', pageNo: 2, pageSize: 35 });
  expect(await tileIds(page, 'game-list')).toEqual([...first.games, ...second.games].map((g) => g.nodeId));
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(1500);
  expect(pageNos).toEqual(['1', '2']);
});

test('search finds a game by part of its name typed without accents', async ({ page, server }) => {
  const slots = await serverList(server, { gameType: 'RNG', pageNo: 1, pageSize: 100 });
  const accented = slots.games.find((g) => /[À-ÿ]/.test(g.displayName));
  expect(accented, 'a seeded game with an accent in its Portuguese name').toBeTruthy();
  const word = accented!.displayName.split(' ').find((w) => /[À-ÿ]/.test(w))!;
  const typed = `  ${word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()} `;
  await page.goto('/m/slot-games');
  await page.getByTestId('game-search-input').fill(typed);
  await page.getByTestId('game-search-input').press('Enter');
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-tab', 'search');
  const found = await firstPage(server, { gameType: 'RNG', gameName: typed.trim() });
  expect(found.games.map((g) => g.nodeId)).toContain(accented!.nodeId);
  await expect.poll(() => tileIds(page, 'game-list')).toEqual(found.games.map((g) => g.nodeId));
});

test('a favourite survives a reload and is in the favourites tab; a launched game is in recent', async ({ page, server }) => {
  await newMember(page);
  await page.goto('/m/fishing-games');
  const fish = await firstPage(server, { gameType: 'FISH' });
  const target = fish.games[1]!;
  const tile = page.getByTestId('game-list').locator(`[data-node-id="${target.nodeId}"]`);
  await tile.getByTestId('game-star').click();
  await expect(tile.getByTestId('game-star')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(tile.getByTestId('game-star')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('tab-fav').click();
  await expect.poll(() => tileIds(page, 'game-list')).toEqual([target.nodeId]);

  const played = fish.games[2]!;
  await page.getByTestId('tab-all').click();
  await page.getByTestId('game-list').locator(`[data-node-id="${played.nodeId}"]`).getByTestId('game-name').click();
  await expect(page).toHaveURL(new RegExp(`/m/gameCenter\\?nodeId=${played.nodeId}$`));
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^https?:\/\//);
  await expect(page.getByTestId('game-center-name')).toHaveText(played.displayName);
  await page.getByTestId('game-center-back').click();
  await expect(page).toHaveURL(/\/m\/fishing-games$/);
  await page.getByTestId('tab-recent').click();
  await expect.poll(() => tileIds(page, 'game-list')).toEqual([played.nodeId]);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  const res = await fetch(`${server.url}${API.gameRecentList}?page=1&pageSize=35`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await res.json()) as { value: { list: { nodeId: string }[] } }).value.list.map((g) => g.nodeId)).toEqual([played.nodeId]);
});
