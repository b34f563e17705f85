import { i18next } from '../../../lib/i18n/i18n';

const withdrawPt = {
  withdrawable: 'Disponível para saque',
  withdrawableHint: 'Somente saldo em dinheiro; bônus e valores retidos não entram.',
  accounts: 'Contas PIX para saque',
  noAccounts: 'Cadastre uma chave PIX no seu CPF para sacar.',
  addAccount: 'Adicionar conta PIX',
  cancelAdd: 'Cancelar',
  saveAccount: 'Salvar conta',
  accountAdded: 'Conta PIX adicionada',
  accountDeleted: 'Conta PIX removida',
  deleteAccount: 'Remover',
  deleteConfirm: 'Remover esta conta PIX?',
  pixKeyType: 'Tipo de chave',
  keyTypes: { CPF: 'CPF', EMAIL: 'E-mail', PHONE: 'Celular', EVP: 'Chave aleatória' },
  pixKey: 'Chave PIX',
  holderName: 'Nome do titular',
  holderCpf: 'CPF do titular',
  holderCpfHint: 'Deve ser o seu próprio CPF.',
  paymentPassword: 'Senha de pagamento',
  submit: 'Sacar',
  pickAccount: 'Escolha uma conta PIX.',
  submitted: 'Saque solicitado',
  history: 'Meus saques',
  noWithdrawals: 'Nenhum saque ainda.',
  status: { pending: 'Em análise', approved: 'Aprovado', paid: 'Pago', rejected: 'Recusado', failed: 'Falhou' },
};

const withdrawEn: typeof withdrawPt = {
  withdrawable: 'Available to withdraw',
  withdrawableHint: 'Cash only; bonus and held amounts are not included.',
  accounts: 'PIX payout accounts',
  noAccounts: 'Add a PIX key in your CPF to withdraw.',
  addAccount: 'Add PIX account',
  cancelAdd: 'Cancel',
  saveAccount: 'Save account',
  accountAdded: 'PIX account added',
  accountDeleted: 'PIX account removed',
  deleteAccount: 'Remove',
  deleteConfirm: 'Remove this PIX account?',
  pixKeyType: 'Key type',
  keyTypes: { CPF: 'CPF', EMAIL: 'E-mail', PHONE: 'Mobile', EVP: 'Random key' },
  pixKey: 'PIX key',
  holderName: 'Account holder name',
  holderCpf: 'Holder CPF',
  holderCpfHint: 'Must be your own CPF.',
  paymentPassword: 'Payment password',
  submit: 'Withdraw',
  pickAccount: 'Choose a PIX account.',
  submitted: 'Withdrawal requested',
  history: 'My withdrawals',
  noWithdrawals: 'No withdrawals yet.',
  status: { pending: 'Under review', approved: 'Approved', paid: 'Paid', rejected: 'Rejected', failed: 'Failed' },
};

/** Namespace "withdraw", added when the withdraw screen loads. */
export function registerWithdrawTexts(): void {
  if (i18next.hasResourceBundle('pt', 'withdraw')) return;
  i18next.addResourceBundle('pt', 'withdraw', withdrawPt);
  i18next.addResourceBundle('en', 'withdraw', withdrawEn);
}
