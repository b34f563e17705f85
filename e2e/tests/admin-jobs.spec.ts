import { API } from '@app/contract';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import { operatorCall, startServer } from '../support/server.js';

/** Screenshots to look at (1366×768); where the browser run puts them (--output) is the caller's choice. */
const shot = (name: string) => test.info().outputPath(`${name}-1366.png`);

test.describe('background jobs in the back office', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin sees each job run by the queue, runs the barred-persons job now, and the call is audited', async ({ browser }) => {
    // Turns every second: the reports fold (due every second) completes within seconds of the start.
    const server = await startServer({ JOBS_POLL_MS: '1000' });
    try {
      const desk = await newDesk(browser, server.url);
      await firstSignIn(desk, 'jobs_admin', createOperatorByCli(server, 'jobs_admin', 'admin'));
      await desk.getByRole('menuitem', { name: /Tarefas automáticas/ }).click();
      await expect(desk).toHaveURL(/\/admin\/jobs$/);

      const rows = desk.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(7);
      const fold = rows.filter({ hasText: 'Consolidação dos relatórios' });
      await expect(fold).toContainText('a cada 1 s');
      await expect(desk.getByTestId('job-state-reports-fold')).toHaveText('Concluída', { timeout: 20_000 });

      const barred = rows.filter({ hasText: 'Pessoas impedidas' });
      await expect(barred).toContainText('a cada 5 min');
      // Its pass at the start has run (or not yet): the time it last started changes when the asked pass runs.
      const lastStarted = barred.locator('td').nth(3);
      const startedBefore = await lastStarted.innerText();
      await desk.getByTestId('job-run-barred-persons').click();
      await desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
      await expect(desk.getByText('Execução pedida')).toBeVisible();
      // The page reads the list again every few seconds: the pass asked for has run.
      await expect(lastStarted).not.toHaveText(startedBefore, { timeout: 20_000 });
      await expect(desk.getByTestId('job-state-barred-persons')).toHaveText('Concluída');
      await desk.screenshot({ path: shot('jobs'), fullPage: true });

      // How a failure reads (the server's side of failures and retries has its own tests): one row answered as retrying.
      await desk.route(`**${API.operatorJobs}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: Record<string, unknown>[] };
        body.value[2] = { ...body.value[2], state: 'retrying', error: 'connect ECONNREFUSED 10.0.0.5:443', retryCount: 1 };
        await route.fulfill({ response, json: body });
      });
      await desk.reload();
      await expect(desk.getByTestId('job-state-pix-reconcile')).toHaveText('Repetindo');
      await expect(desk.getByTestId('job-error-pix-reconcile')).toHaveText('connect ECONNREFUSED 10.0.0.5:443');
      await desk.getByText('EN', { exact: true }).click();
      await expect(desk.getByText(/^What the server does on its own/)).toBeVisible();
      await expect(desk.getByTestId('job-state-pix-reconcile')).toHaveText('Retrying');
      await desk.screenshot({ path: shot('jobs-retrying-en'), fullPage: true });
      await desk.unroute(`**${API.operatorJobs}`);

      const audit = await operatorCall(
        server,
        'GET',
        `${API.operatorAudit}?action=${encodeURIComponent('POST /wps/operator/jobs')}`,
        undefined,
      );
      const logged = (await audit.json()).value.rows as { objectId: string; actor: { name: string | null } }[];
      expect(logged).toEqual([
        expect.objectContaining({ objectId: 'barred-persons', actor: expect.objectContaining({ name: 'jobs_admin' }) }),
      ]);
      await desk.context().close();
    } finally {
      await server.stop();
    }
  });
});
