import { i18next } from '../../../lib/i18n/i18n';

const memberCenterPt = {
  groups: { money: 'Apostas e recompensas', account: 'Conta e segurança', support: 'Mensagens e ajuda' },
  agencyHint: 'Sua equipe, comissões e contas',
  entries: 'Serviços da conta',
};

const memberCenterEn: typeof memberCenterPt = {
  groups: { money: 'Bets and rewards', account: 'Account and security', support: 'Messages and help' },
  agencyHint: 'Your team, commissions and accounts',
  entries: 'Account services',
};

/** The member centre's own texts, loaded with its chunk. */
export function registerMemberCenterTexts(): void {
  if (!i18next.hasResourceBundle('pt', 'memberCenter')) {
    i18next.addResourceBundle('pt', 'memberCenter', memberCenterPt);
    i18next.addResourceBundle('en', 'memberCenter', memberCenterEn);
  }
}
