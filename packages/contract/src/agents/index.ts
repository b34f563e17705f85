export * from './agents.js';
