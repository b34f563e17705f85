import { HOME_PATH, isHomePath } from '@app/contract';
import type { FooterItem } from './footer-items';

/** Home is lit on every home alias (SPEC §2); other items on their own path. */
export function isFooterItemActive(item: FooterItem, pathname: string): boolean {
  const path = item.to.split('?')[0];
  if (path === HOME_PATH) return isHomePath(pathname);
  return pathname === path;
}
