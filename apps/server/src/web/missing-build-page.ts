import type { Language } from '@app/contract';

const texts: Record<Language, { title: string; body: string; lang: string }> = {
  pt: {
    lang: 'pt-BR',
    title: 'Aplicativo web indisponível',
    body: 'O aplicativo web ainda não foi gerado neste servidor. Execute "npm run build" e reinicie o servidor.',
  },
  en: {
    lang: 'en',
    title: 'Web app unavailable',
    body: 'The web app has not been built on this server yet. Run "npm run build" and restart the server.',
  },
};

/** A plain page (no inline style or script, so the CSP holds) shown instead of a crash when apps/web/dist is absent. */
export function missingBuildPage(language: Language): string {
  const t = texts[language];
  return [
    `<!doctype html><html lang="${t.lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t.title}</title></head>`,
    `<body><h1>${t.title}</h1><p>${t.body}</p></body></html>`,
  ].join('');
}
