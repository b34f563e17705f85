export * from './rewards.js';
export * from './api.js';
export * from './errors.js';
