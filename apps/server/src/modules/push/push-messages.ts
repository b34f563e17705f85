import { formatMinor, type Language, type PushMessage } from '@app/contract';

/** What a member is told about, after the money moved. */
export type MemberNoticeKind = 'deposit_credited' | 'withdrawal_paid' | 'withdrawal_rejected' | 'reward_issued';

export interface MemberNotice {
  merchantId: number;
  memberId: number;
  kind: MemberNoticeKind;
  /** Centavos. */
  amount: bigint;
}

/** Tells the members' browsers; never throws and never waits for the push services (push.service.ts). */
export type NotifyMember = (notice: MemberNotice) => void;

/** "R$ 1.234,56" / "R$1,234.56" from centavos, without a float on the way. */
export function brl(amount: bigint, language: Language): string {
  const [whole = '0', cents = '00'] = formatMinor(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pt' ? '.' : ',');
  return language === 'pt' ? `R$ ${grouped},${cents}` : `R$${grouped}.${cents}`;
}

const RECORDS_URL = '/m/transaction/record';

const TEXTS: Record<Language, Record<MemberNoticeKind, (amount: string) => { title: string; body: string }>> = {
  pt: {
    deposit_credited: (a) => ({ title: 'Depósito creditado', body: `${a} já estão no seu saldo.` }),
    withdrawal_paid: (a) => ({ title: 'Saque pago', body: `Seu saque de ${a} foi enviado pelo PIX.` }),
    withdrawal_rejected: (a) => ({ title: 'Saque não realizado', body: `Seu saque de ${a} não foi pago; o valor voltou ao seu saldo.` }),
    reward_issued: (a) => ({ title: 'Recompensa recebida', body: `Você recebeu ${a} de recompensa.` }),
  },
  en: {
    deposit_credited: (a) => ({ title: 'Deposit credited', body: `${a} is now in your balance.` }),
    withdrawal_paid: (a) => ({ title: 'Withdrawal paid', body: `Your withdrawal of ${a} was sent by PIX.` }),
    withdrawal_rejected: (a) => ({
      title: 'Withdrawal not made',
      body: `Your withdrawal of ${a} was not paid; the amount is back in your balance.`,
    }),
    reward_issued: (a) => ({ title: 'Reward received', body: `You received a reward of ${a}.` }),
  },
};

/** The notification as the service worker shows it; one tag per kind, so a newer one replaces an older one. */
export function pushMessageOf(notice: MemberNotice, language: Language): PushMessage {
  return { ...TEXTS[language][notice.kind](brl(notice.amount, language)), url: RECORDS_URL, tag: notice.kind };
}
