/** Paths of the back office's agent calls (merged into API); all inside the one /wps/operator scope. */
export const AGENTS_OPERATOR_API = {
  operatorAgentTree: '/wps/operator/agents/tree',
  operatorAgentChildren: '/wps/operator/agents/tree/:id/children',
  operatorAgentUpline: '/wps/operator/agents/:username/upline',
  operatorAgentContracts: '/wps/operator/agents/contracts',
  operatorAgentContractWithdraw: '/wps/operator/agents/contracts/:id/withdraw',
  operatorAgentSettlements: '/wps/operator/agents/settlements',
  operatorAgentSettlementPayouts: '/wps/operator/agents/settlements/:id/payouts',
} as const;
