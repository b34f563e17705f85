import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { merchantDayOf } from '@app/contract';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import { startServer } from '../support/server.js';

/** Screenshots to look at (1366×768). */
const SHOTS = '/tmp/shots-agents';

/** The row of a member in the tree table (the first, should it show twice). */
const rowOf = (desk: Page, username: string) => desk.getByTestId(`agent-row-${username}`).first();

/** Opens a member's branch with the row's arrow; its direct downline appears below it. */
async function expand(desk: Page, username: string, child: string): Promise<void> {
  await rowOf(desk, username)
    .getByRole('button', { name: /expandir|expand/i })
    .click();
  await expect(rowOf(desk, child)).toBeVisible();
}

/** The seeded demo team: demo_agent → demo_sub (agent) → demo_bruno, demo_carla; demo_agent → demo_ana (member). */
async function searchTheDemoAgent(desk: Page): Promise<void> {
  await desk.getByRole('menuitem', { name: /Agentes/ }).click();
  await expect(desk).toHaveURL(/\/admin\/agents$/);
  await desk.getByLabel('Nome de usuário (início)').fill('demo_agent');
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await expect(rowOf(desk, 'demo_agent')).toContainText('Agente · 2');
  await expand(desk, 'demo_agent', 'demo_ana');
  await expect(rowOf(desk, 'demo_sub')).toContainText('Agente · 1');
  await expand(desk, 'demo_sub', 'demo_bruno');
  await desk.screenshot({ path: `${SHOTS}/tree-1366.png`, fullPage: true });
}

async function makeAnaAnAgent(desk: Page): Promise<void> {
  await expect(rowOf(desk, 'demo_ana')).toContainText('Membro');
  await rowOf(desk, 'demo_ana').getByRole('button', { name: 'Tornar agente' }).click();
  const modal = desk.getByRole('dialog');
  await expect(modal).toContainText('Subagente (1)');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(desk.getByText('Tipo alterado')).toBeVisible();
  await expect(rowOf(desk, 'demo_ana')).toContainText('Agente · 1');
}

/** demo_bruno moves from demo_sub to demo_ana: it leaves demo_sub's branch and appears in demo_ana's. */
async function moveBrunoUnderAna(desk: Page): Promise<void> {
  await rowOf(desk, 'demo_bruno').getByRole('button', { name: 'Mover' }).click();
  const modal = desk.getByRole('dialog');
  await expect(modal).toContainText('Taxas do ramo acima das do novo superior');
  await modal.getByLabel('Novo superior (usuário de um agente)').fill('demo_sub');
  await desk.screenshot({ path: `${SHOTS}/move-1366.png` });
  // A member is no upline: that move is refused and said why; then the real one.
  await modal.getByLabel('Novo superior (usuário de um agente)').fill('demo_carla');
  await modal.getByRole('button', { name: 'Mover' }).click();
  await expect(modal).toContainText('O novo superior precisa ser um agente.');
  await modal.getByLabel('Novo superior (usuário de um agente)').fill('demo_ana');
  await modal.getByRole('button', { name: 'Mover' }).click();
  await expect(desk.getByText('demo_bruno agora está abaixo de demo_ana')).toBeVisible();
  await expect(desk.getByTestId('agent-row-demo_bruno')).toHaveCount(0);
  await expand(desk, 'demo_ana', 'demo_bruno');
  await expect(rowOf(desk, 'demo_ana')).toContainText('Agente · 1');
  await desk.screenshot({ path: `${SHOTS}/moved-1366.png`, fullPage: true });
}

/** Settles yesterday's rebates, then again: the second run pays nothing. */
async function settlementRuns(desk: Page): Promise<void> {
  await desk.getByRole('tab', { name: 'Liquidações' }).click();
  const yesterday = merchantDayOf(Date.now() - 86_400_000);
  await desk.getByLabel('Período (AAAA-MM-DD; por hora: AAAA-MM-DDTHH)').fill(yesterday);
  await desk.getByRole('button', { name: 'Liquidar', exact: true }).click();
  await expect(desk.getByText(/pagos agora/).first()).toBeVisible();
  const run = desk.getByRole('row').filter({ hasText: yesterday }).first();
  await expect(run).toContainText('Operador');
  await run.getByRole('button', { name: 'Liquidar de novo' }).click();
  await expect(desk.getByText(/^0 pagos agora/).first()).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: yesterday })).toHaveCount(2);
  await desk.screenshot({ path: `${SHOTS}/settlements-1366.png`, fullPage: true });
  await desk.getByRole('tab', { name: 'Contratos' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'demo_sub' }).first()).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/contracts-1366.png`, fullPage: true });
}

test.describe('the agent tree in the back office', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an operator searches the tree, makes a member an agent, moves a member under it and opens the settlement runs', async ({
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const server = await startServer();
    try {
      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'agents_desk', createOperatorByCli(server, 'agents_desk', 'admin'));
      await searchTheDemoAgent(desk);
      await makeAnaAnAgent(desk);
      await moveBrunoUnderAna(desk);
      await settlementRuns(desk);
      await desk.context().close();
    } finally {
      await server.stop();
    }
  });
});
