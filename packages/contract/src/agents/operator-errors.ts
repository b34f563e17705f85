/** Errors of the back office's agent calls (merged into errorList). */
export const agentsOperatorErrorList = {
  'agent.move.cycle': { status: 409, messageKey: 'agent_move_cycle' },
  'agent.upline.not.agent': { status: 409, messageKey: 'agent_upline_not_agent' },
  'agent.not.top': { status: 409, messageKey: 'agent_not_top' },
} as const;

export const agentsOperatorErrorsEn = {
  agent_move_cycle: 'A member cannot be moved below itself or below a member of its own downline.',
  agent_upline_not_agent: 'The new upline must be an agent.',
  agent_not_top: 'Contracts are offered by the operator to top agents only (agents without an agent above them).',
};

export const agentsOperatorErrorsPt: typeof agentsOperatorErrorsEn = {
  agent_move_cycle: 'Um membro não pode ser movido para baixo de si mesmo nem de alguém da sua própria rede.',
  agent_upline_not_agent: 'O novo superior precisa ser um agente.',
  agent_not_top: 'O operador só oferece contratos a agentes de topo (agentes sem um agente acima deles).',
};
