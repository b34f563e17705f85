import type { RegistrationFieldSetting } from '@app/contract';
import type { SettingKey, SettingValue } from '../modules/merchants/merchant-settings.js';

/** The embedded demo brand: fictitious, on example domains, no real operator's name or links. */
export const DEMO_MERCHANT_NAME = 'Demo Bet';

/** Main domains are unique, so only the default merchant takes plain localhost. */
export function demoMainDomain(merchantCode: string): string {
  return merchantCode === 'demo' ? 'localhost' : `${merchantCode}.localhost`;
}

const DEMO_SITE = 'https://demo-bet.example.com';

const field = (
  name: RegistrationFieldSetting['field'],
  required: boolean,
  pattern: string | null = null,
  messageKey: string | null = null,
): RegistrationFieldSetting => ({ field: name, enabled: true, required, pattern, messageKey });

export const demoSettings: { [K in SettingKey]: SettingValue<K> } = {
  siteName: { pt: 'Demo Bet', en: 'Demo Bet' },
  about: {
    pt: 'Demo Bet é uma plataforma de demonstração de jogos online. Jogue com responsabilidade: apenas para maiores de 18 anos.',
    en: 'Demo Bet is a demonstration online gaming platform. Play responsibly: adults 18+ only.',
  },
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: false,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    CBS3: true,
    CHNGPASSVERIF3: true,
    REWCEN3: true,
    PTSYS3: true,
    TRANSBETREPMEM3: true,
    TRANSREC3: true,
    SECPRIV: true,
    MYACC: true,
  },
  register: [
    field('mobileNum', true, '^\\d{10,11}$', 'in_mobile_incorrect'),
    // CPF: 11 digits; the check-digit test belongs to the registration service.
    field('idNumber', true, '^\\d{11}$', 'in_cpf_incorrect'),
    field('birthday', true, '^\\d{4}-\\d{2}-\\d{2}$', 'in_birthday_incorrect'),
    field('email', false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'in_email_incorrect'),
    field('affiliateCode', false, '^[A-Za-z0-9]{1,20}$', 'invitation_code_error'),
  ],
  mobileTemplate: { mem_cen: '1', dep_func: '1' },
  paths: {
    logo: '/brand/logo.svg',
    logoLight: '/brand/logo-light.svg',
    icon: '/brand/icon.svg',
    defaultAvatar: '/brand/avatar.svg',
    defaultGameIcon: '/brand/game-placeholder.svg',
  },
  resources: {
    downloads: [
      { resourceType: 'Android', url: `${DEMO_SITE}/download/demo-bet.apk` },
      { resourceType: 'TELEGRAM', url: 'https://t.me/demo_bet_example' },
    ],
    social: [
      { type: 'FACEBOOK', url: 'https://facebook.com/demo-bet.example' },
      { type: 'INSTAGRAM', url: 'https://instagram.com/demo_bet.example' },
      { type: 'WHATSAPP', url: 'https://wa.me/5500000000000' },
    ],
  },
  customerService: {
    channels: [
      { type: 'LIVECHAT', csType: 'LIVECHAT', title: { pt: 'Chat ao vivo', en: 'Live chat' }, url: `${DEMO_SITE}/livechat` },
      { type: 'WHATSAPP', csType: null, title: { pt: 'WhatsApp', en: 'WhatsApp' }, url: 'https://wa.me/5500000000000' },
      { type: 'TELEGRAM', csType: null, title: { pt: 'Telegram', en: 'Telegram' }, url: 'https://t.me/demo_bet_support_example' },
    ],
  },
  domainRoute: [{ domain: 'localhost', path: '/m/home' }],
  // An empty base means images load from the site's own origin.
  imageCDNs: [''],
  maintenance: false,
  regionRule: { mode: 'off', countries: [], cidrs: [] },
  singleSession: true,
  // Cockfighting is not offered in Brazil: the demo merchant shows how a category is switched off.
  gameTypesOff: ['COCKFIGHT'],
  liveChat: { externalUrl: null },
  agentWhitelist: [
    'teamOverview',
    'transactionRecord',
    'memberTeam',
    'redRain',
    'teamPnl',
    'teamBetting',
    'agentRebate',
    'teamRebate',
    'securityCenter',
    'message',
    'onlineService',
    'dividend',
  ],
  // The generic demo; MERCHANT_JURISDICTION=BR seeds the Brazilian profile instead (seed.ts).
  jurisdiction: 'NONE',
};
