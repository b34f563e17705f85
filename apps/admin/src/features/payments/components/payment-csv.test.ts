import { describe, expect, it } from 'vitest';
import type { Adjustment, BackofficeWithdrawal, ReconciliationLine } from '@app/contract';
import { toCsv } from '../../../lib/csv/csv';
import { initI18n } from '../../../lib/i18n/i18n';
import { adjustmentCsvColumns } from './adjustment-columns';
import { reconciliationCsvColumns } from './reconciliation-table';
import { withdrawalCsvColumns } from './withdrawal-columns';

const ZONE = 'America/Sao_Paulo';
const t = initI18n('pt').getFixedT('pt');
const lines = (csv: string) => csv.trimEnd().split('\r\n');

const withdrawal: BackofficeWithdrawal = {
  orderNo: 'W1',
  amount: '1500.5',
  status: 'pending',
  pixKeyMasked: '***.456.789-**',
  reason: null,
  createdAt: '2026-12-06T12:05:00.000Z',
  updatedAt: '2026-12-06T12:05:00.000Z',
  memberId: 42,
  pixKeyType: 'CPF',
  holderName: 'Maria da Silva',
  username: 'maria',
  memberName: 'Maria',
  cpf: '12345678909',
  pixKey: '12345678909',
  holderCpf: '12345678909',
  cashBalance: '70.00',
  flags: ['deposit_without_play', 'shared_device'],
  needsTwoApprovals: true,
  firstApproval: { operatorId: 3, operatorName: 'ana', at: '2026-12-06T13:00:00.000Z' },
  awaitingSecondApproval: true,
  payBy: '2026-12-06T14:05:00.000Z',
  late: true,
};

describe('payments CSV columns', () => {
  it('write a withdrawal with merchant times, plain amounts, the CPF masked, where its four eyes stand and its deadline', () => {
    const [header, row] = lines(toCsv([withdrawal], withdrawalCsvColumns(t, ZONE)));
    expect(header).not.toMatch(/payments:|fields\./);
    expect(row).toBe(
      '2026-12-06 09:05:00 -03:00,W1,42,maria,Maria,***.456.789-**,1500.50,70.00,Pendente,CPF,***.456.789-**,Maria da Silva,' +
        'Depósito sem jogo; Aparelho compartilhado,1 de 2,ana,2026-12-06 10:00:00 -03:00,2026-12-06 09:05:00 -03:00,,' +
        '2026-12-06 11:05:00 -03:00,Atrasado',
    );
  });

  it('write a debit adjustment below zero, and a pending one with no decision', () => {
    const adjustment: Adjustment = {
      id: 7,
      memberId: 42,
      username: 'maria',
      direction: 'debit',
      amount: '250.00',
      reasonCode: 'correction',
      reasonText: 'double credit',
      status: 'pending',
      requestedBy: { id: 3, name: 'ana' },
      requestedAt: '2026-12-06T12:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      transferId: null,
    };
    const [header, row] = lines(toCsv([adjustment], adjustmentCsvColumns(t, ZONE)));
    expect(header).not.toMatch(/payments:|adjustments\./);
    expect(row).toBe('2026-12-06 09:00:00 -03:00,7,42,maria,Débito,-250.00,Correção,double credit,ana,Pendente,,,,');
  });

  it('write a reconciliation line, empty where a side has nothing', () => {
    const line: ReconciliationLine = {
      kind: 'paid_not_credited',
      txid: 'tx1',
      orderNo: 'D1',
      memberId: 42,
      username: 'maria',
      orderStatus: 'pending',
      orderAmount: '100.00',
      pspAmount: '100.00',
      pspPaidAt: '2026-12-06T12:00:00.000Z',
      endToEndId: 'E1',
      ledgerAmount: null,
      creditedAt: null,
    };
    const [header, row] = lines(toCsv([line], reconciliationCsvColumns(t, ZONE)));
    expect(header).not.toMatch(/payments:|reconciliation\./);
    expect(row).toBe('"Pago, não creditado",tx1,D1,42,maria,Aguardando,100.00,100.00,2026-12-06 09:00:00 -03:00,E1,,');
  });
});
