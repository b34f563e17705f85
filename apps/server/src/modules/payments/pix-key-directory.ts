import type { PixKeyType } from '@app/contract';

/*
 * Who owns a PIX key, as the PSP's DICT lookup answers it. The embedded sandbox models it (its own DICT: a CPF key
 * is its CPF's, other keys as an operator registered them). Efí publishes no lookup call, so with PIX_PROVIDER=http
 * there is no directory and the owner is checked by the PSP at payout time (`favorecido.cpf`,
 * efi-payout-provider.ts): docs/decisions/player-protection.md, "Own-account money".
 */

export type KeyLookup = { status: 'found'; ownerCpf: string; ownerName: string } | { status: 'not_found' };

export interface PixKeyDirectory {
  /** The key's owner, or not_found when DICT knows no such key; throws when the lookup cannot be made now. */
  lookup(pixKeyType: PixKeyType, pixKey: string): Promise<KeyLookup>;
}
