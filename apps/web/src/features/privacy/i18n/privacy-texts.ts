import { i18next } from '../../../lib/i18n/i18n';

const privacyPt = {
  intro:
    'Pela Lei Geral de Proteção de Dados (LGPD) você pode receber uma cópia dos dados que guardamos sobre você e pedir o encerramento da sua conta.',
  exportTitle: 'Cópia dos meus dados',
  exportText:
    'Um arquivo JSON com seu cadastro, acessos, depósitos, saques, apostas, movimentações, promoções, limites e mensagens. Fica disponível por 7 dias, só nesta conta.',
  exportAsk: 'Pedir cópia dos meus dados',
  exportNext: 'Você poderá pedir outra cópia em {{date}}.',
  exportNone: 'Você ainda não pediu nenhuma cópia.',
  exportDownload: 'Baixar',
  exportFileName: 'meus-dados-{{date}}.json',
  exportAsked: 'Pedido recebido. Sua cópia está sendo preparada.',
  requestedAt: 'Pedido em {{date}}',
  expiresAt: 'Disponível até {{date}}',
  size: '{{size}} kB',
  status: {
    pending: 'Na fila',
    processing: 'Preparando',
    done: 'Pronta',
    refused: 'Recusado',
    failed: 'Falhou — peça de novo',
    expired: 'Expirada',
  },
  closureTitle: 'Encerrar minha conta',
  closureText:
    'Ao pedir o encerramento, você sai de todos os dispositivos e a conta fica bloqueada. Nossa equipe conclui o pedido: seu nome, e-mail, celular, data de nascimento, chaves PIX salvas e conversas são apagados.',
  closureKept:
    'Por obrigação legal guardamos por 5 anos o CPF, as apostas, os depósitos, os saques e as movimentações (Lei 14.790/2023 e Lei 9.613/1998). Depois disso, também são apagados.',
  closureBalance: 'A conta precisa estar sem saldo e sem saque em andamento: saque seu saldo antes de pedir.',
  closureRefused: 'Seu pedido de encerramento foi recusado: {{reason}}',
  closureStart: 'Quero encerrar minha conta',
  password: 'Sua senha',
  passwordHint: 'Confirme com a senha de acesso.',
  reason: 'Motivo (opcional)',
  closureSubmit: 'Pedir encerramento',
  cancel: 'Cancelar',
  confirmTitle: 'Encerrar a conta?',
  confirmText: 'Você sairá agora de todos os dispositivos e não poderá mais entrar nesta conta. Esta ação não pode ser desfeita por você.',
  confirm: 'Encerrar',
  closureDone: 'Pedido de encerramento recebido. Você saiu da conta.',
  failed: 'Não foi possível carregar seus pedidos.',
  retry: 'Tentar de novo',
};

const privacyEn: typeof privacyPt = {
  intro:
    "Under Brazil's data protection law (LGPD) you can get a copy of the data we keep about you and ask for your account to be closed.",
  exportTitle: 'A copy of my data',
  exportText:
    'A JSON file with your registration, sign-ins, deposits, withdrawals, bets, movements, promotions, limits and messages. Available for 7 days, from this account only.',
  exportAsk: 'Ask for a copy of my data',
  exportNext: 'You can ask for another copy on {{date}}.',
  exportNone: 'You have not asked for a copy yet.',
  exportDownload: 'Download',
  exportFileName: 'my-data-{{date}}.json',
  exportAsked: 'Request received. Your copy is being prepared.',
  requestedAt: 'Asked on {{date}}',
  expiresAt: 'Available until {{date}}',
  size: '{{size}} kB',
  status: {
    pending: 'Queued',
    processing: 'Preparing',
    done: 'Ready',
    refused: 'Refused',
    failed: 'Failed — ask again',
    expired: 'Expired',
  },
  closureTitle: 'Close my account',
  closureText:
    'When you ask, you are signed out everywhere and the account is blocked. Our team completes the request: your name, e-mail, mobile, birth date, saved PIX keys and conversations are erased.',
  closureKept:
    'The law obliges us to keep your CPF, bets, deposits, withdrawals and movements for 5 years (Lei 14.790/2023 and Lei 9.613/1998). After that they are deleted too.',
  closureBalance: 'The account must have no balance and no withdrawal in progress: withdraw your balance before asking.',
  closureRefused: 'Your closure request was refused: {{reason}}',
  closureStart: 'I want to close my account',
  password: 'Your password',
  passwordHint: 'Confirm with your sign-in password.',
  reason: 'Reason (optional)',
  closureSubmit: 'Ask to close',
  cancel: 'Cancel',
  confirmTitle: 'Close the account?',
  confirmText:
    'You will be signed out of every device now and will not be able to sign in to this account again. You cannot undo this yourself.',
  confirm: 'Close',
  closureDone: 'Closure request received. You have been signed out.',
  failed: 'Your requests could not be loaded.',
  retry: 'Try again',
};

/** Namespace "privacy", added when the page loads. */
export function registerPrivacyTexts(): void {
  if (i18next.hasResourceBundle('pt', 'privacy')) return;
  i18next.addResourceBundle('pt', 'privacy', privacyPt);
  i18next.addResourceBundle('en', 'privacy', privacyEn);
}
