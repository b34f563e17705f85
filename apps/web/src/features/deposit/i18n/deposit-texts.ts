import { i18next } from '../../../lib/i18n/i18n';

const depositPt = {
  balance: 'Saldo atual',
  channel: 'Forma de pagamento',
  presets: 'Valores rápidos',
  submit: 'Gerar PIX',
  noChannels: 'Nenhuma forma de depósito disponível no momento.',
  chargeTitle: 'Pague com PIX',
  chargeHint: 'Escaneie o QR code no app do seu banco ou use o PIX copia e cola.',
  qrAlt: 'QR code PIX de {{amount}}',
  copyCode: 'PIX copia e cola',
  copy: 'Copiar',
  copied: 'Código copiado',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  expiresIn: 'Expira em {{time}}',
  status: {
    pending: 'Aguardando pagamento',
    paid: 'Pago',
    expired: 'Expirado',
    cancelled: 'Cancelado',
    returning: 'Em devolução',
    returned: 'Devolvido',
    return_failed: 'Devolução pendente',
  },
  returnedTitle: 'Este PIX não foi creditado',
  returnedText: 'O valor foi devolvido à conta que pagou.',
  returningText: 'O valor está sendo devolvido à conta que pagou.',
  returnFailedText: 'O banco de quem pagou recusou a devolução; nosso suporte vai resolver.',
  ownAccountHint: 'Deposite sempre de uma conta no seu próprio CPF.',
  returnReason: {
    payer_cpf_mismatch: 'Ele foi pago de uma conta de outro CPF.',
    payer_cpf_unknown: 'O banco não informou o CPF de quem pagou.',
    member_cpf_missing: 'Sua conta não tem CPF cadastrado. Fale com o suporte para cadastrá-lo.',
  },
  paidTitle: 'Depósito confirmado!',
  paidText: '{{amount}} creditados no seu saldo.',
  expiredTitle: 'Este PIX expirou',
  expiredText: 'Gere um novo PIX para depositar.',
  newDeposit: 'Novo depósito',
  orderNo: 'Pedido {{orderNo}}',
};

const depositEn: typeof depositPt = {
  balance: 'Current balance',
  channel: 'Payment method',
  presets: 'Quick amounts',
  submit: 'Create PIX',
  noChannels: 'No deposit method is available right now.',
  chargeTitle: 'Pay with PIX',
  chargeHint: "Scan the QR code in your bank's app or use PIX copy and paste.",
  qrAlt: 'PIX QR code for {{amount}}',
  copyCode: 'PIX copy and paste',
  copy: 'Copy',
  copied: 'Code copied',
  copyFailed: 'Could not copy. Select the code and copy it by hand.',
  expiresIn: 'Expires in {{time}}',
  status: {
    pending: 'Waiting for payment',
    paid: 'Paid',
    expired: 'Expired',
    cancelled: 'Cancelled',
    returning: 'Being returned',
    returned: 'Returned',
    return_failed: 'Return pending',
  },
  returnedTitle: 'This PIX was not credited',
  returnedText: 'The amount went back to the account that paid.',
  returningText: 'The amount is being returned to the account that paid.',
  returnFailedText: "The payer's bank refused the return; our support will sort it out.",
  ownAccountHint: 'Always deposit from an account under your own CPF.',
  returnReason: {
    payer_cpf_mismatch: "It was paid from another person's account (another CPF).",
    payer_cpf_unknown: 'The bank did not say whose account paid.',
    member_cpf_missing: 'Your account has no CPF on file. Contact support to add it.',
  },
  paidTitle: 'Deposit confirmed!',
  paidText: '{{amount}} credited to your balance.',
  expiredTitle: 'This PIX has expired',
  expiredText: 'Create a new PIX to deposit.',
  newDeposit: 'New deposit',
  orderNo: 'Order {{orderNo}}',
};

/** Namespace "deposit", added when the deposit screen loads. */
export function registerDepositTexts(): void {
  if (i18next.hasResourceBundle('pt', 'deposit')) return;
  i18next.addResourceBundle('pt', 'deposit', depositPt);
  i18next.addResourceBundle('en', 'deposit', depositEn);
}
