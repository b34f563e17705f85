import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import { dataDirWithYesterdaysRounds, yesterday } from '../support/reports.js';
import { startServer } from '../support/server.js';

/** Screenshots to look at (1366×768); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/admin-reports');

test.describe('reports in the back office', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a finance operator opens yesterday's GGR by game with its chart and exports it as CSV", async ({ browser }) => {
    const { dataDir, games } = await dataDirWithYesterdaysRounds();
    const server = await startServer({}, { dataDir });
    try {
      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'relatorios', createOperatorByCli(server, 'relatorios', 'finance'));
      await desk.getByRole('menuitem', { name: /Relatórios/ }).click();
      await expect(desk).toHaveURL(/\/admin\/reports/);
      // Yesterday by day unless asked otherwise: the chart and the totals of the day.
      // recharts draws the chart as one svg with role application (its legend icons are svgs too).
      await expect(desk.getByTestId('report-chart').getByRole('application')).toBeVisible();
      await expect(desk.getByTestId('report-totals')).toBeVisible();
      await desk.getByTestId('report-group').getByText('Jogo', { exact: true }).click();
      await expect(desk).toHaveURL(new RegExp(`from=${yesterday()}&to=${yesterday()}&groupBy=game`));

      // The server folds the rounds within a second or so of starting: read again until both games are there.
      const table = desk.getByTestId('report-table');
      await expect(async () => {
        await desk.getByRole('button', { name: 'Atualizar' }).click();
        for (const game of games) await expect(table.getByRole('row').filter({ hasText: game.name })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(table.getByRole('row').filter({ hasText: games[0]!.name })).toContainText(/R\$\s60,00/);
      await expect(table.getByRole('row').filter({ hasText: games[1]!.name })).toContainText(/-R\$\s45,00/);
      const chart = desk.getByTestId('report-chart');
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      for (const game of games) await expect(chart.getByText(game.name)).toBeVisible();
      await desk.screenshot({ path: `${shots}/ggr-by-game-1366.png`, fullPage: true });

      const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Exportar CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`report-game-${yesterday()}-${yesterday()}.csv`);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^key,label,rounds,bets,wins,ggr,bonus_cost,ngr,/);
      for (const game of games) {
        const line = lines.find((l) => l.startsWith(`${game.key},`));
        expect(line, game.key).toBeDefined();
        expect(line).toContain(`,${game.rounds},`);
        expect(line).toContain(`,${game.ggr},`);
      }
      await desk.context().close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
