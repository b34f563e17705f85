import type { AnnouncementInput } from '@app/contract';

const START = '2026-01-01T00:00:00.000Z';

interface DemoText {
  code: string;
  image: string;
  category: string;
  sort: number;
  pt: [string, string];
  en: [string, string];
}

const texts: DemoText[] = [
  {
    code: 'FIRST_DEPOSIT',
    image: 'first-deposit',
    category: 'deposit_promo',
    sort: 1,
    pt: [
      'Bônus de 100% no primeiro depósito',
      '<p>Participe e faça seu primeiro depósito PIX a partir de <strong>R$ 20,00</strong>: ganhe 100% em bônus, até <strong>R$ 500,00</strong>.</p><p>O bônus vira saldo real após apostar 10 vezes o seu valor em até 7 dias.</p>',
    ],
    en: [
      '100% first deposit bonus',
      '<p>Join and make your first PIX deposit of at least <strong>R$ 20.00</strong>: get a 100% bonus, up to <strong>R$ 500.00</strong>.</p><p>The bonus turns into cash once you have wagered 10 times its value within 7 days.</p>',
    ],
  },
  {
    code: 'DAILY_CASHBACK',
    image: 'daily-cashback',
    category: 'rebate_promo',
    sort: 2,
    pt: [
      'Cashback diário de 10%',
      '<p>Todos os dias devolvemos <strong>10% da sua perda líquida</strong> nos jogos do dia anterior, direto no saldo.</p><p>Mínimo R$ 1,00, máximo R$ 200,00 por dia. Pago automaticamente poucos minutos após a meia-noite (horário de Brasília).</p>',
    ],
    en: [
      '10% daily cashback',
      '<p>Every day we give back <strong>10% of your net loss</strong> in games of the day before, straight to your balance.</p><p>At least R$ 1.00, at most R$ 200.00 a day. Paid automatically a few minutes after midnight (Brasília time).</p>',
    ],
  },
  {
    code: 'DAILY_SIGN_IN',
    image: 'daily-sign-in',
    category: 'other_promo',
    sort: 3,
    pt: ['Check-in diário', '<p>Faça check-in todos os dias e ganhe de R$ 0,50 a R$ 5,00. Quanto maior a sequência, maior o prêmio.</p>'],
    en: ['Daily check-in', '<p>Check in every day and win from R$ 0.50 to R$ 5.00. The longer the streak, the bigger the prize.</p>'],
  },
  {
    code: 'SHOW_YOUR_WIN',
    image: 'show-your-win',
    category: 'other_promo',
    sort: 4,
    pt: [
      'Mostre sua vitória',
      '<p>Envie a captura de tela de uma grande vitória com um comentário e ganhe <strong>R$ 10,00</strong> após a análise.</p>',
    ],
    en: ['Show your win', '<p>Send a screenshot of a big win with a comment and get <strong>R$ 10.00</strong> once it is reviewed.</p>'],
  },
];

/** The PR announcements of the demo promotions (title, HTML, cover and home-strip images), linked by id. */
export function demoPromotionAnnouncements(ids: Map<string, number>): AnnouncementInput[] {
  return texts.flatMap((t) => {
    const linkedPromotionId = ids.get(t.code);
    if (linkedPromotionId === undefined) return [];
    const images = [
      { url: `/promotions/${t.image}-1.svg`, sequence: 1 },
      { url: `/promotions/${t.image}-2.svg`, sequence: 2 },
    ];
    return (['pt', 'en'] as const).map((language) => ({
      type: 'PR' as const,
      language,
      title: t[language][0],
      content: t[language][1],
      category: t.category,
      sort: t.sort,
      startDate: START,
      linkedPromotionId,
      announcementImages: images,
    }));
  });
}
