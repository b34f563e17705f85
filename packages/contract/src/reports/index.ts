export * from './reports.js';
export * from './api.js';
