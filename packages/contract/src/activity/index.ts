export * from './activity.js';
export * from './api.js';
