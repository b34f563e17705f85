/** Paths of the merchant-settings calls of the back office (merged into API); inside the one /wps/operator scope. */
export const SETTINGS_API = {
  /** GET every editable setting at once; `PUT {operatorSettings}/{key}` writes one (settingPath). */
  operatorSettings: '/wps/operator/settings',
  operatorDepositChannels: '/wps/operator/settings/deposit-channels',
  operatorDepositChannel: '/wps/operator/settings/deposit-channels/:id',
  operatorWithdrawalLimits: '/wps/operator/settings/withdrawal-limits',
} as const;
