export * from './jobs.js';
export * from './api.js';
export * from './errors.js';
