import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from './auth/session.js';
import { markReadBodySchema } from './content/announcements.js';
import { promotionJoinSchema, rewardApplicationSchema } from './promotions/promotions.js';
import { mallRedeemSchema, rainClaimSchema } from './rewards/rewards.js';
import { seamlessBetRequestSchema } from './seamless/protocol.js';
import { depositPayloadSchema, withdrawPayloadSchema } from './wallet/payments.js';
import { profileUpdateSchema } from './wallet/security.js';

const TOO_BIG = 2_147_483_648;
const requestId = 'req-12345678';

/** The calls issue 27 found answering 500: each with a valid value passes, with the breaking one it is refused. */
const idCases = [
  ['deposit channelId', depositPayloadSchema, (id: number) => ({ channelId: id, amount: '10', requestId })],
  ['withdraw accountId', withdrawPayloadSchema, (id: number) => ({ accountId: id, amount: '10', requestId })],
  ['promotion join', promotionJoinSchema, (id: number) => ({ promotionId: String(id) })],
  ['promotion apply', rewardApplicationSchema, (id: number) => ({ promotionId: id })],
  ['rain claim', rainClaimSchema, (id: number) => ({ rainId: id })],
  ['mall redeem', mallRedeemSchema, (id: number) => ({ itemId: id, requestId })],
  ['announcement mark-read', markReadBodySchema, (id: number) => ({ announcementId: String(id) })],
] as const;

const textCases = [
  ['login username', loginPayloadSchema, (name: string) => ({ type: 'username', username: name, password: 'segredo123' })],
  ['profile nickname', profileUpdateSchema, (name: string) => ({ nickname: name })],
  [
    'seamless gameCode',
    seamlessBetRequestSchema,
    (name: string) => ({ transactionId: 't-1', playerId: 'p-1', roundId: 'r-1', gameCode: name, amount: '1.00', currency: 'BRL' }),
  ],
] as const;

describe('the inputs of issue 27', () => {
  it.each(idCases)('%s takes ids up to 2,147,483,647 only', (_name, schema, body) => {
    expect(schema.safeParse(body(2_147_483_647)).success).toBe(true);
    expect(schema.safeParse(body(TOO_BIG)).success).toBe(false);
  });

  it.each(textCases)('%s refuses NUL and lone surrogates', (_name, schema, body) => {
    expect(schema.safeParse(body('ana_1')).success).toBe(true);
    for (const value of ['ana\u0000', '\uD800ana']) expect(schema.safeParse(body(value)).error?.issues[0]?.message).toBe('text_characters');
  });
});
