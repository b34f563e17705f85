import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openSession } from '../sessions/sessions.service.js';
import type { EngineDeps } from '../engines/engine.js';
import { WalletRefusal } from '../wallet/wallet-client.js';

const launchQuery = z.object({
  token: z.string().min(20).max(200),
  lang: z.enum(['pt', 'en']).default('pt'),
  matchId: z.string().max(64).optional(),
});

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The built index.html with the page's meta tags (session, language, error …) in place of its empty game-session tag,
 * written either way (Prettier writes it self-closing: `<meta … content="" />`).
 */
export const launchPage = (template: string, meta: Record<string, string>) =>
  template.replace(
    /<meta name="game-session" content=""\s*\/?>/,
    Object.entries(meta)
      .map(([k, v]) => `<meta name="game-${k}" content="${escapeAttribute(v)}">`)
      .join(''),
  );

/**
 * GET /launch?token=…&lang=…: the game URL the site opens in its frame. The
 * launch token is traded once at the wallet for the player and the game; the
 * page gets a session token of this server in a meta tag (never in a URL
 * that would be logged or kept in history).
 */
export async function launchRoutes(app: FastifyInstance, deps: EngineDeps & { webDistDir: string }) {
  const template = await readFile(join(deps.webDistDir, 'index.html'), 'utf8').catch(
    () => '<!doctype html><meta name="game-session" content=""><p>The game pages are not built: npm run build -w @app/games</p>',
  );
  const page = (meta: Record<string, string>) => launchPage(template, meta);

  /** The verification page: no session, the browser recomputes outcomes from seeds the player enters (or a recall link fills in). */
  app.get('/verify', async (request, reply) => {
    const lang = (request.query as { lang?: string }).lang === 'en' ? 'en' : 'pt';
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page({ page: 'verify', lang, session: '', error: '' });
  });

  app.get('/launch', async (request, reply) => {
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const query = launchQuery.safeParse(request.query);
    const lang = query.success ? query.data.lang : 'pt';
    if (!query.success) return page({ error: 'launch.invalid', lang, session: '' });
    try {
      const auth = await deps.wallet.authenticate(query.data.token);
      const { token } = await openSession(deps.db, auth, lang, deps.clock());
      return page({ session: token, lang, error: '', match: query.data.matchId ?? '' });
    } catch (error) {
      if (!(error instanceof WalletRefusal)) request.log.error({ err: error }, 'launch failed');
      return page({ error: error instanceof WalletRefusal ? 'launch.invalid' : 'wallet.unavailable', lang, session: '' });
    }
  });
}
