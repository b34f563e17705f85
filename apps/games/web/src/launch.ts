/** What the game server wrote into the page at launch (meta tags: never in the URL). */
export interface Launch {
  session: string;
  lang: 'pt' | 'en';
  error: string;
  matchId: string;
  /** 'verify': the verification page, opened without a session. */
  page: string;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="game-${name}"]`)?.content ?? '';

export function readLaunch(): Launch {
  return {
    session: meta('session'),
    lang: meta('lang') === 'en' ? 'en' : 'pt',
    error: meta('error'),
    matchId: meta('match'),
    page: meta('page'),
  };
}
