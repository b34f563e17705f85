/** Paths of the regulator files' calls (merged into API); inside the one /wps/operator scope. */
export const REGULATOR_API = {
  operatorRegulatorFiles: '/wps/operator/regulator/files',
  operatorRegulatorDay: '/wps/operator/regulator/files/:day',
  operatorRegulatorRegenerate: '/wps/operator/regulator/files/:day/regenerate',
  operatorRegulatorResend: '/wps/operator/regulator/files/:day/resend',
  operatorRegulatorDownload: '/wps/operator/regulator/files/:day/download/:file',
} as const;
