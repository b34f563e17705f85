import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Language } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

export interface StripItem {
  id: number;
  title: string;
  image: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The image of sequence 2 (SPEC §3: used in the home strip), else the first one, else the single image URL. */
function stripImage(a: Record<string, unknown>): string | null {
  const images = Array.isArray(a.announcementImages)
    ? a.announcementImages.filter(
        (i): i is { url: string; sequence: number } => isObject(i) && typeof i.url === 'string' && typeof i.sequence === 'number',
      )
    : [];
  const sorted = [...images].sort((x, y) => x.sequence - y.sequence);
  return sorted.find((i) => i.sequence === 2)?.url ?? sorted[0]?.url ?? (typeof a.imageUrl === 'string' ? a.imageUrl : null);
}

/** Hand-written check of the PR list (zod stays out of the home, docs/decisions/web.md); items without an image are left out. */
export function parseStrip(value: unknown): StripItem[] {
  if (!isObject(value) || !Array.isArray(value.promotion)) return [];
  return value.promotion.flatMap((a: unknown) => {
    if (!isObject(a) || typeof a.id !== 'number' || typeof a.title !== 'string') return [];
    const image = stripImage(a);
    return image ? [{ id: a.id, title: a.title, image }] : [];
  });
}

/** SPEC §7 MCSFE_getListAnnouncements?types=PR&groupName=m_home: the promotions of the home strip. */
export function fetchHomePromotions(signal?: AbortSignal): Promise<StripItem[]> {
  return apiGet(`${API.announcements}?types=PR&groupName=m_home&platform=M`, { signal, schema: { parse: parseStrip } });
}

/** Keyed by language: the titles come in the site language. */
export const homePromotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['homePromotions', language] as const,
    queryFn: ({ signal }) => fetchHomePromotions(signal),
    staleTime: 60_000,
  });

export function useHomePromotions(language: Language) {
  return useQuery(homePromotionsQueryOptions(language));
}
