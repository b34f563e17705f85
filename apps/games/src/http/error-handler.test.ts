import { describe, expect, it } from 'vitest';
import { WalletRefusal, WalletUnavailable } from '../wallet/wallet-client.js';
import { asGameError } from './error-handler.js';

describe('the wallet refusals a game page reads', () => {
  it("names the player's own limits, pause and exclusion apart from other refusals", () => {
    const named = [
      ['limits.loss.reached', 'wallet.limit.loss'],
      ['limits.bet.reached', 'wallet.limit.bet'],
      ['limits.time.reached', 'wallet.limit.time'],
      ['limits.required', 'wallet.limit.required'],
      ['identity.unverified', 'wallet.identity'],
    ];
    for (const [code, gameCode] of named) expect(asGameError(new WalletRefusal(code!, 403, 'refused'))?.code).toBe(gameCode);
    for (const code of ['protection.paused', 'protection.excluded', 'protection.restricted']) {
      expect(asGameError(new WalletRefusal(code, 403, 'refused'))).toMatchObject({
        code: 'wallet.limit',
        status: 403,
        data: { walletCode: code },
      });
    }
    expect(asGameError(new WalletRefusal('wallet.insufficient.funds', 400, 'poor'))?.code).toBe('wallet.insufficient.funds');
    expect(asGameError(new WalletRefusal('seamless.round.closed', 409, 'closed'))?.code).toBe('wallet.refused');
    expect(asGameError(new WalletUnavailable('down'))?.code).toBe('wallet.unavailable');
  });
});
