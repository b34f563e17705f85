import type { IResourceItem } from '@refinedev/core';
import { i18next } from '../lib/i18n/i18n';

/** The tab's title: the page's menu name, then the product (`Auditoria | Back office`), in the chosen language. */
export function documentTitle({ resource }: { resource?: IResourceItem }): string {
  const product = i18next.t('refine:documentTitle.default');
  if (!resource) return product;
  const label = i18next.t(`refine:${resource.name}.${resource.name}`, { defaultValue: resource.name });
  return `${label}${i18next.t('refine:documentTitle.suffix')}`;
}
