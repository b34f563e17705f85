export * from './agents.js';
export * from './operator.js';
export * from './operator-api.js';
export * from './operator-errors.js';
