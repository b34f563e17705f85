/** Paths of the reports calls (merged into API); inside the one /wps/operator scope. */
export const REPORTS_API = {
  operatorReports: '/wps/operator/reports',
  operatorReportsCsv: '/wps/operator/reports/csv',
} as const;
