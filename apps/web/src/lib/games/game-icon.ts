import type { SystemStatus } from '@app/contract';

let chosen: { list: string; base: string } | null = null;

/**
 * The image CDN base, drawn at random from the status list (SPEC §4) once per
 * page load: the same base for every image lets the browser cache them.
 */
export function imageCdnBase(status: SystemStatus | undefined, random: () => number = Math.random): string {
  const cdns = status?.info.imageCDNs ?? [];
  const list = cdns.join('\n');
  if (chosen?.list !== list) {
    const base = cdns.length ? (cdns[Math.floor(random() * cdns.length)] ?? '') : '';
    chosen = { list, base: base.replace(/\/$/, '') };
  }
  return chosen.base;
}

/** A catalogue image path on the chosen CDN; absolute addresses are kept. */
export function cdnUrl(base: string, path: string): string {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
