import type { Language } from '@app/contract';

/** The apps the server serves from a build: the player site and the operators' back office. */
export type BuiltApp = 'web' | 'admin';

const langs: Record<Language, string> = { pt: 'pt-BR', en: 'en' };

const texts: Record<BuiltApp, Record<Language, { title: string; body: string }>> = {
  web: {
    pt: {
      title: 'Aplicativo web indisponível',
      body: 'O aplicativo web ainda não foi gerado neste servidor. Execute "npm run build" e reinicie o servidor.',
    },
    en: {
      title: 'Web app unavailable',
      body: 'The web app has not been built on this server yet. Run "npm run build" and restart the server.',
    },
  },
  admin: {
    pt: {
      title: 'Back office indisponível',
      body: 'O back office ainda não foi gerado neste servidor. Execute "npm run build" e reinicie o servidor.',
    },
    en: {
      title: 'Back office unavailable',
      body: 'The back office has not been built on this server yet. Run "npm run build" and restart the server.',
    },
  },
};

/** A plain page (no inline style or script, so the CSP holds) shown instead of a crash when an app's build is absent. */
export function missingBuildPage(language: Language, app: BuiltApp = 'web'): string {
  const t = texts[app][language];
  return [
    `<!doctype html><html lang="${langs[language]}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t.title}</title></head>`,
    `<body><h1>${t.title}</h1><p>${t.body}</p></body></html>`,
  ].join('');
}
