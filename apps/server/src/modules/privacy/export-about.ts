/*
 * The `about` part of a copy of one's data (LGPD art. 19 II: "em formato claro"): what the file is and what each of
 * its parts holds, in Portuguese and in English, so the file explains itself without the site. The part keys are the
 * file's own keys, in its order (export-parts.ts); export-parts.test.ts checks that every part is described.
 */

export const EXPORT_FORMAT = 'lgpd-export-v1';

export const ABOUT_SUMMARY = {
  pt:
    'Cópia dos dados pessoais que este site guarda sobre você (Lei 13.709/2018, art. 18, II e V, e art. 19). ' +
    'Arquivo JSON em UTF-8. Valores em reais com duas casas decimais ("12.34"); datas em ISO 8601 (UTC). ' +
    'Apostas, pagamentos e movimentações são guardados por cinco anos mesmo após o encerramento da conta, por obrigação legal.',
  en:
    'A copy of the personal data this site keeps about you (Brazil, Lei 13.709/2018, art. 18 II and V, and art. 19). ' +
    'JSON file in UTF-8. Amounts in reais with two decimal places ("12.34"); times in ISO 8601 (UTC). ' +
    'Bets, payments and movements are kept for five years even after the account is closed, as the law requires.',
};

export const ABOUT_PARTS: Record<string, { pt: string; en: string }> = {
  profile: {
    pt: 'Seu cadastro: usuário, nome, CPF, data de nascimento, e-mail, celular, contatos, data, endereço IP e forma de cadastro.',
    en: 'Your registration: username, name, CPF, birth date, e-mail, mobile, contacts, registration date, IP address and method.',
  },
  linkedAccounts: { pt: 'Contas Google ou Facebook ligadas à sua.', en: 'Google or Facebook accounts linked to yours.' },
  consents: {
    pt: 'O que você aceitou e quando (termos e maioridade, no cadastro). O site não envia marketing.',
    en: 'What you accepted and when (terms and age, at registration). The site sends no marketing.',
  },
  logins: {
    pt: 'Cada entrada na conta: data, endereço IP, navegador e dispositivo.',
    en: 'Each sign-in: time, IP address, browser and device.',
  },
  sessions: {
    pt: 'Cada sessão aberta: início, último uso, fim e motivo do fim.',
    en: 'Each session: start, last use, end and why it ended.',
  },
  balances: { pt: 'Seus saldos agora, por conta e moeda.', en: 'Your balances now, per account and currency.' },
  deposits: {
    pt: 'Seus depósitos PIX: valor, situação, datas e o CPF de quem pagou (mascarado).',
    en: 'Your PIX deposits: amount, status, times and the payer’s CPF (masked).',
  },
  withdrawals: {
    pt: 'Seus saques: valor, situação, chave PIX (mascarada) e titular.',
    en: 'Your withdrawals: amount, status, PIX key (masked) and holder.',
  },
  payoutKeys: {
    pt: 'Chaves PIX salvas para saque (mascaradas, como o site mostra).',
    en: 'Saved PIX keys for payouts (masked, as the site shows them).',
  },
  bets: {
    pt: 'Cada rodada de jogo ou aposta: jogo, fornecedor, moeda, valor apostado, ganho, situação e datas.',
    en: 'Each game round or bet: game, vendor, currency, stake, win, status and times.',
  },
  ledger: {
    pt: 'Cada movimentação das suas contas (crédito negativo é débito), com o saldo depois dela e o motivo.',
    en: 'Each movement of your accounts (a negative amount is a debit), with the balance after it and the reason.',
  },
  promotions: {
    pt: 'Promoções de que participou, bônus e pedidos de recompensa (com suas observações).',
    en: 'Promotions joined, bonuses and reward applications (with your remarks).',
  },
  protection: {
    pt: 'Seus limites de jogo, o que foi usado, mudanças pendentes, pausa ou autoexclusão.',
    en: 'Your play limits, what was used, pending changes, pause or self-exclusion.',
  },
  identityCheck: {
    pt: 'A verificação da sua identidade: a consulta do CPF, a selfie e o documento (os resultados; as imagens ficam guardadas).',
    en: 'The check of your identity: the CPF lookup, the selfie and the document (the outcomes; the images stay stored).',
  },
  barredChecks: {
    pt: 'As consultas do seu CPF à lista de pessoas impedidas de apostar e, se houve, o bloqueio e as apostas devolvidas.',
    en: 'The checks of your CPF against the list of persons barred from betting and, if any, the block and the refunded bets.',
  },
  inbox: { pt: 'Mensagens enviadas só para você.', en: 'Messages sent to you alone.' },
  supportChat: { pt: 'Sua conversa com o suporte.', en: 'Your conversation with support.' },
  privacyRequests: {
    pt: 'Seus pedidos de cópia de dados e de encerramento de conta.',
    en: 'Your requests for a copy of your data and for closing the account.',
  },
};
