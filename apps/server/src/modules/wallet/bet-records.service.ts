import { formatMinor, IN_HOUSE_VENDOR_CODE, type BetRecord, type BetRecordDetail, type Language, type Page } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { RoundGame } from '../games/catalogue.service.js';
import type { RoundDetailSource } from '../games/round-detail-client.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { dayRange } from './records.service.js';
import type { WalletOwner } from './wallet.service.js';

export interface BetQuery {
  vendor?: string;
  status?: BetRecord['status'];
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

/** The catalogue's view of rounds' games (the games module knows them): names in the member's language, the lobby's vendor. */
export type RoundGames = (
  merchantId: number,
  rounds: Array<{ vendor: string; gameCode: string }>,
  language: Language,
) => Promise<RoundGame[]>;
/** Game codes the catalogue lists under a vendor, so a vendor filter finds its games whoever's engine played them. */
export type VendorGameCodes = (merchantId: number, vendor: string) => Promise<string[]>;

export type BetRecordDeps = ServiceDeps & { roundGames: RoundGames; vendorGameCodes: VendorGameCodes; roundDetail: RoundDetailSource };

type RoundRow = NonNullable<Awaited<ReturnType<typeof rounds.findMemberRound>>>;

const lineOf = (r: RoundRow, game: RoundGame | undefined): BetRecord => ({
  roundId: r.roundId,
  vendor: game?.vendor ?? r.vendor,
  vendorName: game?.vendorName ?? r.vendor,
  gameCode: r.gameCode,
  gameName: game?.gameName ?? r.gameCode,
  stake: formatMinor(r.stake),
  win: formatMinor(r.win),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});

/** Game rounds of the member, newest first, named as the lobby names their game and vendor. */
export async function betRecords(deps: BetRecordDeps, owner: WalletOwner, q: BetQuery, language: Language): Promise<Page<BetRecord>> {
  const vendorGameCodes = q.vendor ? await deps.vendorGameCodes(owner.merchantId, q.vendor) : [];
  const { rows, total } = await rounds.listRounds(deps, {
    merchantId: owner.merchantId,
    memberId: owner.memberId,
    ...(q.vendor && { vendor: q.vendor, vendorGameCodes }),
    ...(q.status && { status: q.status }),
    ...dayRange(q.startDate, q.endDate),
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const games = await deps.roundGames(owner.merchantId, rows, language);
  const list = rows.map((r, i) => lineOf(r, games[i]));
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}

/**
 * One round of the member's record with what decided it. Only the member's own rounds are found (another member's
 * id reads as not found, telling nothing of whether it exists); the game facts come from the provider that played it,
 * which the platform reaches only for the in-house server.
 */
export async function betRecordDetail(
  deps: BetRecordDeps,
  owner: WalletOwner,
  roundId: string,
  language: Language,
): Promise<BetRecordDetail> {
  const row = await rounds.findMemberRound(deps, owner.merchantId, owner.memberId, roundId);
  if (!row) throw new AppError('round.not.found');
  const [game] = await deps.roundGames(owner.merchantId, [row], language);
  const inHouse = row.vendor === IN_HOUSE_VENDOR_CODE;
  const detail = inHouse ? await deps.roundDetail(playerIdOf(owner.merchantId, owner.memberId), row.roundId) : null;
  return { ...lineOf(row, game), play: detail?.play ?? null, fair: detail?.fair ?? null };
}
