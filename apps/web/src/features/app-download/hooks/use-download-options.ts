import { useStandalone } from '../../../lib/standalone/use-standalone';
import { useInstallPrompt } from '../../../lib/standalone/use-install-prompt';
import { appDownloads } from '../../../lib/system-status/app-downloads';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';

export type DownloadLink = ReturnType<typeof appDownloads>[number];

export interface DownloadOptions {
  /** The operator's app links (IOS, Android, MOBILECONFIG web clip), in the order configured. */
  links: DownloadLink[];
  /** The browser's own install offer is kept and may be shown. */
  canInstall: boolean;
  /** Running as the app or installed web app: nothing to offer. */
  standalone: boolean;
}

/** What the popup, the bar and the /m/app page can offer this visitor. */
export function useDownloadOptions(): DownloadOptions {
  const status = useSystemStatus();
  const standalone = useStandalone();
  const canInstall = useInstallPrompt();
  return { links: appDownloads(status), canInstall: canInstall && !standalone, standalone };
}
