import { i18next } from '../../../lib/i18n/i18n';

const referralPt = {
  title: 'Convidar amigos',
  intro: 'Convide amigos com o seu link. Quando o amigo cumprir as condições, você ganha {{reward}}.',
  introFriend: 'Convide amigos com o seu link. Quando o amigo cumprir as condições, você ganha {{reward}} e ele ganha {{friendReward}}.',
  conditions: 'Condições em até {{days}} dias após o cadastro:',
  conditionDeposit: 'primeiro depósito de pelo menos {{amount}}',
  conditionTurnover: 'apostas de pelo menos {{amount}}',
  limits: 'Limite: {{daily}} por dia, {{total}} no total.',
  noLimit: 'sem limite',
  off: 'O programa de indicação está pausado: os amigos convidados continuam ligados a você.',
  yourCode: 'Seu código de convite',
  yourLink: 'Seu link de convite',
  qrAlt: 'QR code do link de convite',
  copy: 'Copiar link',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar; selecione o link e copie.',
  share: 'Compartilhar',
  shareText: 'Cadastre-se com o meu convite:',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  invited: 'Convidados',
  qualified: 'Qualificados',
  earned: 'Recompensas',
  friendsTitle: 'Amigos convidados',
  noFriends: 'Nenhum amigo convidado ainda. Compartilhe o seu link!',
  registeredOn: 'Cadastro em {{date}}',
  more: 'Ver mais',
  loadFailed: 'Não foi possível carregar os convites.',
  status: { registered: 'Cadastrado', qualified: 'Qualificado', rewarded: 'Recompensado', ineligible: 'Não elegível' },
  reason: {
    same_device: 'mesmo aparelho',
    same_payout: 'mesma conta de saque',
    same_ip: 'mesma rede de cadastro',
    expired: 'prazo encerrado',
  },
};

const referralEn: typeof referralPt = {
  title: 'Invite friends',
  intro: 'Invite friends with your link. When a friend meets the conditions, you get {{reward}}.',
  introFriend: 'Invite friends with your link. When a friend meets the conditions, you get {{reward}} and they get {{friendReward}}.',
  conditions: 'Conditions within {{days}} days of registering:',
  conditionDeposit: 'a first deposit of at least {{amount}}',
  conditionTurnover: 'bets of at least {{amount}}',
  limits: 'Limit: {{daily}} a day, {{total}} in all.',
  noLimit: 'no limit',
  off: 'The referral programme is paused: invited friends stay linked to you.',
  yourCode: 'Your invitation code',
  yourLink: 'Your invitation link',
  qrAlt: 'QR code of the invitation link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy; select the link and copy it.',
  share: 'Share',
  shareText: 'Sign up with my invitation:',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  invited: 'Invited',
  qualified: 'Qualified',
  earned: 'Rewards',
  friendsTitle: 'Invited friends',
  noFriends: 'No friends invited yet. Share your link!',
  registeredOn: 'Registered {{date}}',
  more: 'Show more',
  loadFailed: 'Could not load your invitations.',
  status: { registered: 'Registered', qualified: 'Qualified', rewarded: 'Rewarded', ineligible: 'Ineligible' },
  reason: {
    same_device: 'same device',
    same_payout: 'same payout account',
    same_ip: 'same registration network',
    expired: 'time ran out',
  },
};

/** Namespace "referral", added when the invite screen loads. */
export function registerReferralTexts(): void {
  if (i18next.hasResourceBundle('pt', 'referral')) return;
  i18next.addResourceBundle('pt', 'referral', referralPt);
  i18next.addResourceBundle('en', 'referral', referralEn);
}
