import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const gamesEnv = envSection('Game launch', import.meta.url, {
  GAMES_PUBLIC_URL: envVariable(z.string().url().default('http://localhost:3001'), {
    text:
      "Origin of the in-house game server as players' browsers reach it: launch URLs point there and the CSP " +
      '`frame-src` allows it. `npm start` derives it from `GAMES_PORT` when unset.',
  }),
  GAMES_OPERATOR_URL: envVariable(z.string().url().optional(), {
    text: "Where this server reaches the game server's operator calls (the back office's sports fixtures and results).",
    unset: '`GAMES_PUBLIC_URL`',
  }),
  GAMES_OPERATOR_TOKEN: envVariable(z.string().min(24, 'must be at least 24 characters').optional(), {
    text: "The game server's operator token (its `GAMES_OPERATOR_TOKEN`). `npm start` gives both servers the generated one.",
    unset: 'the back office cannot reach the sportsbook (`sportsbook.not.configured`)',
  }),
});

/** The game server as this server sees it; without the operator token the back office cannot reach the sportsbook. */
export interface GamesConfig {
  publicUrl: string;
  operatorUrl?: string;
  operatorToken?: string;
}

export const gamesConfig = (e: z.output<typeof gamesEnv.schema>): { games: GamesConfig } => ({
  games: {
    publicUrl: e.GAMES_PUBLIC_URL.replace(/\/+$/, ''),
    operatorUrl: (e.GAMES_OPERATOR_URL ?? e.GAMES_PUBLIC_URL).replace(/\/+$/, ''),
    operatorToken: e.GAMES_OPERATOR_TOKEN,
  },
});
