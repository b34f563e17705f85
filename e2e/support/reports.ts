import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addMerchantDays, merchantDayOf, merchantDayStart } from '@app/contract';
import { SEEDED_DATA_DIR_ENV } from './server.js';

/** A game yesterday's rounds were played on, with what the report must say of it. */
export interface PlayedGame {
  key: string;
  name: string;
  rounds: number;
  ggr: string;
}

/** Yesterday in the merchant's days (UTC−3), as the reports screen opens by default. */
export const yesterday = () => addMerchantDays(merchantDayOf(Date.now()), -1);

/**
 * A copy of the run's seeded data folder with yesterday's rounds in it: the ledger and the game server stamp rounds
 * with the database's clock, so a round of another day is written as the row the moves would have written, before
 * the server starts on the folder (PGlite is one process's at a time). The rows' triggers queue them for the reports,
 * and the server's fold takes them in within a second of starting.
 */
export async function dataDirWithYesterdaysRounds(): Promise<{ dataDir: string; games: PlayedGame[] }> {
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (!seeded) throw new Error("the reports test needs the run's seeded data folder (global setup)");
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-reports-'));
  cpSync(seeded, dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    const merchant = (await db.query<{ id: number }>(`select id from merchants where code = 'demo'`)).rows[0]!.id;
    const found = await db.query<{ vendor: string; game_code: string; name: string }>(
      `select g.vendor, g.game_code, n.name from games g join game_names n on n.game_id = g.id and n.language = 'pt'
       where g.merchant_id = $1 and g.enabled order by g.id limit 2`,
      [merchant],
    );
    const member = await db.query<{ id: number }>(
      `insert into members (merchant_id, username, username_lower, type, invite_code, register_method)
       values ($1, 'relatorio1', 'relatorio1', 0, 'RELAT1', 'E2E') returning id`,
      [merchant],
    );
    const noon = new Date(merchantDayStart(yesterday()).getTime() + 12 * 3_600_000);
    // Two rounds on the first game (R$ 50 + R$ 20 staked, R$ 10 won) and one on the second (R$ 30 staked, R$ 75 won).
    const plays = [
      [0, 5_000, 1_000],
      [0, 2_000, 0],
      [1, 3_000, 7_500],
    ] as const;
    for (const [i, [game, stake, win]] of plays.entries()) {
      const g = found.rows[game]!;
      await db.query(
        `insert into game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, status, stake, win, created_at, settled_at)
         values ($1, $2, $3, $4, $5, 'BRL', 'completed', $6, $7, $8, $8)`,
        [merchant, member.rows[0]!.id, g.vendor, `e2e-report-${i}`, g.game_code, stake, win, noon],
      );
    }
    const [first, second] = found.rows;
    return {
      dataDir,
      games: [
        { key: `${first!.vendor}/${first!.game_code}`, name: first!.name, rounds: 2, ggr: '60.00' },
        { key: `${second!.vendor}/${second!.game_code}`, name: second!.name, rounds: 1, ggr: '-45.00' },
      ],
    };
  } finally {
    await db.close();
  }
}
