import type { RealityCheckTexts } from './reality-check-texts.pt';

export const realityCheckEn: RealityCheckTexts = {
  title: 'Playing time reminder',
  connected: 'You have been logged in for {{time}}.',
  session: 'This session',
  stakes: 'Bets',
  wins: 'Wins',
  net: 'Result',
  unavailable: 'The session summary could not be loaded.',
  continue: 'Keep playing',
  leave: 'Log out',
  idleLogout: 'Session ended after inactivity',
};
