export * from './protection.js';
export * from './api.js';
export * from './errors.js';
