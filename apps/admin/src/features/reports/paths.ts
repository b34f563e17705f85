/** Where the reports live, relative to the app's base (/admin). */
export const REPORTS_PATH = '/reports';
