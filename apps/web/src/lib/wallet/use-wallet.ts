import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API } from '@app/contract';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

/** Per session token; `all` reaches every view of the balance. */
export const walletKeys = {
  all: ['wallet'] as const,
  of: (token: string) => ['wallet', token] as const,
};

/** The balances the site shows; the rest of the wallet answer is read by the screens that need it. */
export interface WalletSummary {
  sumBalance: string;
  cash: string;
  withdrawable: string;
}

const MONEY = /^-?\d+\.\d{2}$/;

/** Checked by hand: the header is in the first load, where zod must not be. */
export function parseWalletSummary(value: unknown): WalletSummary {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const money = (key: string): string => {
    const field = v[key];
    if (typeof field !== 'string' || !MONEY.test(field)) throw new Error(`Unexpected wallet ${key}`);
    return field;
  };
  return { sumBalance: money('sumBalance'), cash: money('cash'), withdrawable: money('withdrawable') };
}

export function fetchWalletSummary(signal?: AbortSignal): Promise<WalletSummary> {
  return apiGet(API.wallet, { signal, schema: { parse: parseWalletSummary } });
}

export const walletQueryOptions = (token: string) =>
  queryOptions({ queryKey: walletKeys.of(token), queryFn: ({ signal }) => fetchWalletSummary(signal), staleTime: 30_000 });

/** GET API.wallet for the logged-in member: one query shared by header, sidebar and screens. */
export function useWallet() {
  const session = useSession();
  return useQuery({ ...walletQueryOptions(session?.token ?? ''), enabled: session !== null });
}

/** After money moved (deposit paid, withdrawal, transfer): every view of the balance refetches. */
export function invalidateWallet(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: walletKeys.all });
}
