import { API } from '@app/contract';
import type { Config } from '../config.js';
import type { SettleResult } from '../modules/agents/settlement.service.js';
import { describeSettlement } from './commands.js';
import { callRunningServer } from './operator-http.js';

/** The agent settlement through the running server (when it holds the embedded PGlite folder). */
export async function agentsSettleOverHttp(config: Config, command: { kind: string; period: string }): Promise<string[]> {
  return describeSettlement(
    await callRunningServer<SettleResult>(config, API.operatorAgentSettle, {
      method: 'POST',
      body: { kind: command.kind, period: command.period },
    }),
  );
}
