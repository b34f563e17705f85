export * from './api.js';
export * from './errors.js';
export * from './permissions.js';
export * from './operators.js';
export * from './players.js';
export * from './money.js';
export * from './paging.js';
export * from './dashboard.js';
