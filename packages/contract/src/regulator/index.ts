export * from './regulator.js';
export * from './api.js';
export * from './errors.js';
