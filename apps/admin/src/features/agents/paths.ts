/** Where the agent screens live, relative to the app's base (/admin). */
export const AGENTS_PATH = '/agents';
