import type { BackKind, ClientRoute, FooterKind } from '@app/contract';

export type HeaderRule =
  { variant: 'home' } | { variant: 'default'; back: BackKind; right: ClientRoute['headerRight']; titleKey: string } | null;

export interface LayoutRules {
  header: HeaderRule;
  footer: FooterKind;
}

/**
 * Header and footer for a contract route. The table is the single source of the
 * rules; this only turns an entry into what the layout renders. No route (the
 * catch-all, just before it redirects) gets neither.
 */
export function resolveLayout(route: ClientRoute | undefined): LayoutRules {
  if (!route) return { header: null, footer: 'none' };
  const header: HeaderRule =
    route.header === 'none'
      ? null
      : route.header === 'home'
        ? { variant: 'home' }
        : { variant: 'default', back: route.back, right: route.headerRight, titleKey: `routes:${route.id}` };
  return { header, footer: route.footer };
}
