import type { AnnouncementInput } from '@app/contract';
import type { SeedMessage } from '../modules/messages/inbox.service.js';

/** Demo announcements start at the seed's epoch so they are visible at once and never expire. */
const START = '2026-01-01T00:00:00.000Z';

const notice = (language: 'pt' | 'en', sort: number, title: string, content: string): AnnouncementInput => ({
  type: 'PL',
  language,
  title,
  content,
  sort,
  startDate: START,
});

export const demoAnnouncements: AnnouncementInput[] = [
  notice(
    'pt',
    1,
    'Bem-vindo à Demo Bet',
    '<p>Esta é uma plataforma de <strong>demonstração</strong>. Os jogos e promoções são fictícios.</p>',
  ),
  notice('pt', 2, 'Depósitos PIX 24 horas', '<p>Depósitos por PIX são creditados em poucos segundos, a qualquer hora.</p>'),
  notice('pt', 3, 'Jogo responsável', '<p>Defina limites e jogue com responsabilidade. Apenas para maiores de 18 anos.</p>'),
  notice('en', 1, 'Welcome to Demo Bet', '<p>This is a <strong>demonstration</strong> platform. Games and promotions are fictitious.</p>'),
  notice('en', 2, 'PIX deposits around the clock', '<p>PIX deposits are credited within seconds, at any hour.</p>'),
  notice('en', 3, 'Responsible gaming', '<p>Set limits and play responsibly. Adults 18+ only.</p>'),
  {
    type: 'PU',
    language: 'pt',
    audience: 'members',
    title: 'Novidade: chat ao vivo',
    content: '<p>Fale com o suporte pelo <strong>chat ao vivo</strong> na central de mensagens.</p>',
    startDate: START,
  },
  {
    type: 'PU',
    language: 'en',
    audience: 'members',
    title: 'New: live chat',
    content: '<p>Talk to support through the <strong>live chat</strong> in the message centre.</p>',
    startDate: START,
  },
  {
    type: 'A',
    language: 'pt',
    title: 'Agentes: relatório semanal',
    content: '<p>O relatório da equipe é fechado toda segunda-feira.</p>',
    startDate: START,
  },
  { type: 'A', language: 'en', title: 'Agents: weekly report', content: '<p>The team report closes every Monday.</p>', startDate: START },
];

export const demoWelcomeMessage: SeedMessage = {
  title: 'Bem-vindo!',
  content: '<p>Olá! Obrigado por se cadastrar na Demo Bet. Qualquer dúvida, fale conosco pelo chat ao vivo.</p>',
  translations: {
    en: {
      title: 'Welcome!',
      content: '<p>Hello! Thank you for joining Demo Bet. If you have any question, talk to us through the live chat.</p>',
    },
  },
  // Before messages had a text per language, the welcome carried both in one.
  formerTitle: 'Bem-vindo! / Welcome!',
};
