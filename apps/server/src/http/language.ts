import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, languages, type Language } from '@app/contract';
import type { FastifyRequest } from 'fastify';

function asLanguage(value: string): Language | undefined {
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (languages as readonly string[]).includes(primary) ? (primary as Language) : undefined;
}

/** Picks the best supported language of an Accept-Language value by its q weights. */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: asLanguage(tag), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((c) => c.language && c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.language;
}

/** The web app's `language` header wins, then Accept-Language, then Portuguese. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const explicit = request.headers[LANGUAGE_HEADER];
  const fromHeader = typeof explicit === 'string' ? asLanguage(explicit) : undefined;
  return fromHeader ?? fromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
