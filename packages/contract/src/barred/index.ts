export * from './barred.js';
export * from './api.js';
export * from './errors.js';
