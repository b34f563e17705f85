/** Where the content screens live, relative to the app's base (/admin). */
export const CONTENT_PATH = '/content';
