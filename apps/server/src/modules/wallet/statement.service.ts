import { STATEMENT_MAX_ROWS, type AccountRecord, type AccountStatementQuery, type Language, type RecordType } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { csvText, UTF8_BOM, type CsvSeparator } from '../../infra/csv-writer.js';
import { dayOf, dayStart } from '../../infra/merchant-day.js';
import { accountRecords, type WithdrawalExpectations } from './records.service.js';
import { statementTexts } from './statement-texts.js';
import type { WalletDeps, WalletOwner } from './wallet.service.js';

/*
 * The member's statement of a period as a file: the same rows the account record screen reads (ledger entries of
 * their own cash and bonus), oldest first so each balance follows from the one before. Portuguese files are what a
 * Brazilian spreadsheet opens without an import dialog: ';' between cells, decimal commas; English ones ',' and '.'.
 */

const PAGE_SIZE = 1000;

export interface Statement {
  fileName: string;
  body: string;
}

/** "2026-03-10 14:05:09" on the merchant's clock, the days the period is counted in; sortable and read by any sheet. */
function merchantTime(iso: string): string {
  const at = new Date(iso).getTime();
  const day = dayOf(at);
  const seconds = Math.floor((at - dayStart(day).getTime()) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

async function allRecords(
  deps: WalletDeps & { withdrawalExpectations: WithdrawalExpectations },
  owner: WalletOwner,
  q: { type?: RecordType | undefined; startDate: string; endDate: string },
): Promise<AccountRecord[]> {
  const rows: AccountRecord[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const query = { ...(q.type && { type: q.type }), startDate: q.startDate, endDate: q.endDate, pageNo, pageSize: PAGE_SIZE };
    const page = await accountRecords(deps, owner, query);
    if (page.total > STATEMENT_MAX_ROWS) throw new AppError('statement.too.large');
    rows.push(...page.list);
    if (page.list.length < PAGE_SIZE || pageNo >= page.totalPages) return rows;
  }
}

export async function accountStatement(
  deps: WalletDeps & { withdrawalExpectations: WithdrawalExpectations },
  owner: WalletOwner,
  q: Pick<AccountStatementQuery, 'type' | 'startDate' | 'endDate'>,
  language: Language,
): Promise<Statement> {
  const texts = statementTexts(language);
  const separator: CsvSeparator = language === 'en' ? ',' : ';';
  const amount = (value: string) => (language === 'en' ? value : value.replace('.', ','));
  const records = (await allRecords(deps, owner, q)).reverse();
  const body = csvText(
    texts.header,
    records.map((r) => [
      merchantTime(r.createdAt),
      texts.types[r.type],
      amount(r.amount),
      amount(r.balanceAfter),
      texts.statuses[r.status],
      r.reference,
    ]),
    separator,
  );
  return { fileName: `${texts.fileName}-${q.startDate}-${q.endDate}.csv`, body: UTF8_BOM + body };
}
