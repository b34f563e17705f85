export * from './api.js';
export * from './errors.js';
export * from './push.js';
