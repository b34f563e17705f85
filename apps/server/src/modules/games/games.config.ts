import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const gamesEnv = envSection('Game launch', import.meta.url, {
  GAMES_PUBLIC_URL: envVariable(z.string().url().default('http://localhost:3001'), {
    text:
      "Origin of the in-house game server as players' browsers reach it: launch URLs point there and the CSP " +
      '`frame-src` allows it. `npm start` derives it from `GAMES_PORT` when unset.',
  }),
});

export const gamesConfig = (e: z.output<typeof gamesEnv.schema>) => ({ games: { publicUrl: e.GAMES_PUBLIC_URL.replace(/\/+$/, '') } });
