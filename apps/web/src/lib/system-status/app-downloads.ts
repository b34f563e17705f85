import type { SystemStatus } from '@app/contract';

type Download = SystemStatus['info']['resources']['downloads'][number];

/** Resource types that install the app; TELEGRAM is a channel link, not a download. */
const APP_TYPES: ReadonlySet<Download['resourceType']> = new Set(['IOS', 'Android', 'MOBILECONFIG']);

export function appDownloads(status: SystemStatus | undefined): Download[] {
  return (status?.info.resources.downloads ?? []).filter((item) => APP_TYPES.has(item.resourceType));
}
