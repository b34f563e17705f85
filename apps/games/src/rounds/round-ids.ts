import { randomBytes } from 'node:crypto';

/** Round ids are unique at the wallet per vendor; the wallet's transaction ids derive from them. */
export const newRoundId = () => `r${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;

export const txIds = (roundId: string) => ({ bet: `${roundId}:bet`, win: `${roundId}:win`, rollback: `${roundId}:rb` });
