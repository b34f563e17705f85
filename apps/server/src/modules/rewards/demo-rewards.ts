import type { Db } from '../../db/client.js';
import { addDemoMall } from './mall.service.js';
import { addDemoSchedule } from './rain.service.js';
import { insertLadderIfMissing } from './vip.repository.js';

const REAL = 100n;

/**
 * VIP 0–5 by lifetime turnover (R$ 0 / 1k / 5k / 20k / 100k / 500k): a ladder only, it pays nothing (operators change it
 * with /wps/operator/vip).
 */
export async function addDemoVipLadder(db: Db, merchantId: number): Promise<void> {
  const thresholds = [0n, 1_000n, 5_000n, 20_000n, 100_000n, 500_000n];
  await insertLadderIfMissing(
    db,
    merchantId,
    thresholds.map((reais, level) => ({ level, name: `VIP ${level}`, minTurnover: reais * REAL })),
  );
}

/**
 * The demo merchant's rewards that pay money: 1 point per R$ 1 staked, a few
 * mall items (cash among them), and an hourly 5-minute rain of R$ 50 in 50
 * envelopes. Operators change them with the /wps/operator/mall and rains calls.
 */
export async function addDemoRewards(db: Db, merchantId: number): Promise<void> {
  await addDemoMall(
    db,
    merchantId,
    [
      {
        code: 'CASH_2',
        kind: 'cash',
        namePt: 'R$ 2,00 de saldo',
        nameEn: 'R$ 2.00 cash',
        pricePoints: 200,
        cashAmount: '2.00',
        stock: null,
        sort: 1,
      },
      {
        code: 'CASH_10',
        kind: 'cash',
        namePt: 'R$ 10,00 de saldo',
        nameEn: 'R$ 10.00 cash',
        pricePoints: 950,
        cashAmount: '10.00',
        stock: null,
        sort: 2,
      },
      {
        code: 'CASH_50',
        kind: 'cash',
        namePt: 'R$ 50,00 de saldo',
        nameEn: 'R$ 50.00 cash',
        pricePoints: 4500,
        cashAmount: '50.00',
        stock: 100,
        sort: 3,
      },
      {
        code: 'TSHIRT',
        kind: 'goods',
        namePt: 'Camiseta Demo Bet',
        nameEn: 'Demo Bet T-shirt',
        pricePoints: 3000,
        cashAmount: null,
        stock: 20,
        sort: 4,
      },
    ],
    { pointsPerReal: 1 },
  );
  await addDemoSchedule(db, merchantId, {
    code: 'HOURLY_RAIN',
    everyMinutes: 60,
    offsetMinutes: 0,
    durationSeconds: 300,
    budget: '50.00',
    envelopeCount: 50,
  });
}
