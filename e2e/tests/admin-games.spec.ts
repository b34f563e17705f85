import type { Page } from '@playwright/test';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';

/** Screenshots to look at (back office 1366×768). */
const shots = '/tmp/shots-games';

const HEADER = 'vendor,gameCode,gameType,nameEn,namePt,minBet,engine,engineConfig,rtp,isNew';
const row = (code: string, rtp: string) => `E2EV,${code},RNG,Golden ${code},Ouro ${code},0.20,slot,lines-5x3,${rtp},sim`;
/** Three games; the second states an RTP of 120 %, which no game returns. */
const badFile = [HEADER, row('e2ev-1', '96.50'), row('e2ev-2', '120'), row('e2ev-3', '95')].join('\n');
const goodFile = badFile.replace(',120,', ',97.10,');

/** The catalogue as the server holds it: its size (operator call, installation token from loopback) and the lobby's E2EV games. */
async function catalogue(server: RunningServer) {
  const headers = { authorization: `Bearer ${server.operatorToken}` };
  const games = await fetch(`${server.url}/wps/operator/games?limit=1`, { headers });
  const lobby = await fetch(`${server.url}/wps/game/list?vassalage=E2EV&pageSize=100`).then((r) => r.json());
  return {
    total: Number(games.headers.get('x-total-count')),
    lobby: (lobby.value.games as Array<{ gameId: string }>).map((g) => g.gameId),
  };
}

async function upload(desk: Page, name: string, text: string) {
  await desk
    .locator('[data-testid="games-import"] input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(desk.getByText(name)).toBeVisible();
  await desk.getByTestId('import-check').click();
}

/** The bad file: the row named with its line, field and reason in Portuguese, nothing loaded, loading not offered. */
async function refuseBadFile(desk: Page, server: RunningServer, before: { total: number }) {
  await upload(desk, 'catalogo.csv', badFile);
  await expect(desk.getByTestId('import-bad')).toContainText('1 problema(s) no arquivo. Nada foi carregado.');
  const problem = desk.getByTestId('import-problems').getByRole('row').nth(1);
  await expect(problem.getByRole('cell').nth(0)).toHaveText('2');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('3');
  await expect(problem.getByRole('cell').nth(2)).toHaveText('rtp');
  await expect(problem.getByRole('cell').nth(3)).toHaveText(/^O RTP é uma porcentagem de 50 a 100/);
  await expect(desk.getByTestId('import-apply')).toBeDisabled();
  await desk.screenshot({ path: `${shots}/import-bad-row-1366.png`, fullPage: true });
  expect(await catalogue(server)).toEqual({ total: before.total, lobby: [] });
}

/** The fixed file: a clean check, then the load, and the lobby lists the new games. */
async function loadGoodFile(desk: Page, server: RunningServer, before: { total: number }) {
  await upload(desk, 'catalogo-corrigido.csv', goodFile);
  await expect(desk.getByTestId('import-ok')).toContainText('3 jogos novos e 0 atualizados');
  expect((await catalogue(server)).total).toBe(before.total);
  await desk.getByTestId('import-apply').click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Carregar catálogo' }).click();
  await expect(desk.getByTestId('import-applied')).toContainText('Catálogo carregado: 3 novos, 0 atualizados');
  await desk.screenshot({ path: `${shots}/import-applied-1366.png`, fullPage: true });
  expect(await catalogue(server)).toEqual({ total: before.total + 3, lobby: ['e2ev-1', 'e2ev-2', 'e2ev-3'] });
}

/** The catalogue table finds the new games with their RTP; switching one off takes it out of the lobby. */
async function switchOneOff(desk: Page, server: RunningServer) {
  await desk.getByRole('tab', { name: 'Catálogo', exact: true }).click();
  await desk.getByTestId('games-search').fill('e2ev');
  await desk.getByRole('button', { name: 'Buscar' }).click();
  const table = desk.getByTestId('games-table');
  await expect(table.locator('.ant-table-row')).toHaveCount(3);
  const second = table.getByRole('row').filter({ hasText: 'e2ev-2' });
  await expect(second).toContainText('97,10 %');
  await second.getByRole('switch').click();
  await expect(second).toContainText('Jogo desativado');
  await desk.screenshot({ path: `${shots}/catalogue-search-1366.png`, fullPage: true });
  expect((await catalogue(server)).lobby).toEqual(['e2ev-1', 'e2ev-3']);
}

test.describe('games in the back office', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an operator imports a catalogue file with a bad row, sees it named and nothing loaded, then loads the fixed file', async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'games_admin', createOperatorByCli(server, 'games_admin', 'admin'));
      await desk.getByRole('menuitem', { name: /Jogos/ }).click();
      await expect(desk).toHaveURL(/\/admin\/games$/);
      await expect(desk.locator('[data-testid="games-table"] .ant-table-row').first()).toBeVisible();
      await desk.screenshot({ path: `${shots}/catalogue-1366.png` });

      const before = await catalogue(server);
      expect(before.lobby).toEqual([]);
      await desk.getByRole('tab', { name: 'Importar catálogo' }).click();
      await expect(desk).toHaveURL(/\/admin\/games\/import$/);
      await refuseBadFile(desk, server, before);
      await loadGoodFile(desk, server, before);
      await switchOneOff(desk, server);

      await desk.getByRole('tab', { name: 'Fornecedores e tipos' }).click();
      await expect(desk.getByTestId('vendors-table')).toContainText('E2EV');
      await desk.screenshot({ path: `${shots}/vendors-1366.png`, fullPage: true });
      await desk.getByRole('tab', { name: 'Apostas esportivas' }).click();
      await expect(desk.locator('[data-testid="fixtures-table"] .ant-table-row').first()).toBeVisible({ timeout: 20_000 });
      await desk.screenshot({ path: `${shots}/fixtures-1366.png`, fullPage: true });
      await desk.context().close();
    } finally {
      await server.stop();
    }
  });
});
