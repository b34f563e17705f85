import { i18next } from '../../../lib/i18n/i18n';

const recordsPt = {
  type: 'Tipo',
  allTypes: 'Todos',
  startDate: 'De',
  endDate: 'Até',
  vendor: 'Fornecedor',
  vendorPlaceholder: 'Ex.: PP',
  status: 'Situação',
  allStatuses: 'Todas',
  loadMore: 'Carregar mais',
  loading: 'Carregando…',
  end: 'Fim da lista',
  emptyAccount: 'Nenhuma movimentação neste período.',
  emptyBets: 'Nenhuma aposta neste período.',
  balanceAfter: 'Saldo: {{amount}}',
  stake: 'Aposta {{amount}}',
  win: 'Ganho {{amount}}',
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
  recordStatus: { done: 'Concluído', pending: 'Pendente', released: 'Liberado' },
  roundStatus: { open: 'Em andamento', completed: 'Concluída', cancelled: 'Cancelada' },
};

const recordsEn: typeof recordsPt = {
  type: 'Type',
  allTypes: 'All',
  startDate: 'From',
  endDate: 'To',
  vendor: 'Provider',
  vendorPlaceholder: 'E.g. PP',
  status: 'Status',
  allStatuses: 'All',
  loadMore: 'Load more',
  loading: 'Loading…',
  end: 'End of list',
  emptyAccount: 'No movements in this period.',
  emptyBets: 'No bets in this period.',
  balanceAfter: 'Balance: {{amount}}',
  stake: 'Stake {{amount}}',
  win: 'Win {{amount}}',
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
  recordStatus: { done: 'Done', pending: 'Pending', released: 'Released' },
  roundStatus: { open: 'Open', completed: 'Completed', cancelled: 'Cancelled' },
};

/** Namespace "records", added when a record screen loads. */
export function registerRecordsTexts(): void {
  if (i18next.hasResourceBundle('pt', 'records')) return;
  i18next.addResourceBundle('pt', 'records', recordsPt);
  i18next.addResourceBundle('en', 'records', recordsEn);
}
