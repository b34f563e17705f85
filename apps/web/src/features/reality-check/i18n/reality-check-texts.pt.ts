/** Texts of the reality check and the inactivity logout (namespace "realityCheck"). */
export const realityCheckPt = {
  title: 'Lembrete de tempo de jogo',
  connected: 'Você está conectado há {{time}}.',
  session: 'Nesta sessão',
  stakes: 'Apostas',
  wins: 'Ganhos',
  net: 'Resultado',
  unavailable: 'Não foi possível carregar o resumo da sessão.',
  continue: 'Continuar jogando',
  leave: 'Sair',
  idleLogout: 'Sessão encerrada por inatividade',
};
export type RealityCheckTexts = typeof realityCheckPt;
