export * from './privacy.js';
export * from './api.js';
export * from './errors.js';
