import type { AccountRecord, Language, RecordType } from '@app/contract';

/** The statement file's words, as the account record screen says them (apps/web features/records). */
interface StatementTexts {
  fileName: string;
  header: [string, string, string, string, string, string];
  types: Record<RecordType, string>;
  statuses: Record<AccountRecord['status'], string>;
}

const pt: StatementTexts = {
  fileName: 'extrato',
  header: ['Data', 'Tipo', 'Valor', 'Saldo após', 'Situação', 'Referência'],
  types: {
    deposit: 'Depósito',
    withdrawal: 'Saque',
    withdrawal_refund: 'Saque devolvido',
    bet: 'Aposta',
    win: 'Ganho',
    refund: 'Reembolso',
    bonus: 'Bônus',
    rebate: 'Rebate',
    commission: 'Comissão',
    transfer_in: 'Transferência recebida',
    transfer_out: 'Transferência enviada',
    adjustment: 'Ajuste',
  },
  statuses: { done: 'Concluído', pending: 'Pendente', released: 'Liberado' },
};

const en: StatementTexts = {
  fileName: 'statement',
  header: ['Date', 'Type', 'Amount', 'Balance after', 'Status', 'Reference'],
  types: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    withdrawal_refund: 'Withdrawal returned',
    bet: 'Bet',
    win: 'Win',
    refund: 'Refund',
    bonus: 'Bonus',
    rebate: 'Rebate',
    commission: 'Commission',
    transfer_in: 'Transfer in',
    transfer_out: 'Transfer out',
    adjustment: 'Adjustment',
  },
  statuses: { done: 'Done', pending: 'Pending', released: 'Released' },
};

export const statementTexts = (language: Language): StatementTexts => (language === 'en' ? en : pt);
