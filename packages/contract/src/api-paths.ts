/** Paths of the calls; SPEC §7 names where it names them, the same style elsewhere. */
export const API = {
  systemStatus: '/wps/system/status',
  helpCenter: '/wps/system/helpCenter',
  health: '/health',
  ready: '/ready',
  operatorMaintenance: '/wps/operator/maintenance',
  operatorRegion: '/wps/operator/region',
} as const;

/** Prefixes that are API, never the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/health', '/ready'] as const;
