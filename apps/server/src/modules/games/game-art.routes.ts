import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ART_PREFIX } from './art-urls.js';
import { drawGameArt, drawTeamArt, drawVendorArt, isEmblem } from './game-art.js';

const VENDOR = /^[A-Z0-9_]{1,16}$/;
const GAME_FILE = /^([A-Za-z0-9_.-]{1,64})\.svg$/;
const VENDOR_FILE = /^([A-Z0-9_]{1,16})\.svg$/;
const TEAM_FILE = /^([a-z0-9-]{1,64})\.svg$/;

/** The picture depends only on its address (which carries ART_VERSION), so it is cacheable for good. */
function svg(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}

/**
 * The generated artwork of the demo catalogue, vendors and teams: original
 * drawings made from the address alone (no third-party art). Outside /wps:
 * images are not player calls and pass no gate.
 */
export const gameArtRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/vendor/:file`, async (request, reply) => {
    const match = VENDOR_FILE.exec(request.params.file);
    if (!match) return reply.callNotFound();
    return svg(reply, drawVendorArt(match[1]!));
  });

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/team/:file`, async (request, reply) => {
    const match = TEAM_FILE.exec(request.params.file);
    if (!match) return reply.callNotFound();
    return svg(reply, drawTeamArt(match[1]!.replace(/-/g, ' ')));
  });

  app.get<{ Params: { emblem: string; vendor: string; file: string } }>(`${ART_PREFIX}/:emblem/:vendor/:file`, async (request, reply) => {
    const { emblem, vendor, file } = request.params;
    const match = GAME_FILE.exec(file);
    if (!match || !isEmblem(emblem) || !VENDOR.test(vendor)) return reply.callNotFound();
    return svg(reply, drawGameArt({ seed: `${vendor}/${match[1]}`, emblem, badge: vendor === 'INHOUSE' ? 'DEMO' : vendor }));
  });
};
