import { describe, expect, it } from 'vitest';
import { WalletRefusal, WalletUnavailable } from '../wallet/wallet-client.js';
import { asGameError } from './error-handler.js';

describe('the wallet refusals a game page reads', () => {
  it("names the player's own limits, pause and exclusion apart from other refusals", () => {
    for (const code of ['limits.loss.reached', 'limits.time.reached', 'limits.required', 'protection.paused', 'protection.excluded']) {
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
