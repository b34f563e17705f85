export * from './api.js';
export * from './settings.js';
export * from './payment-limits.js';
