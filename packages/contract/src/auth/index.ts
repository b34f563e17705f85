export * from './fields.js';
export * from './envelope.js';
export * from './session.js';
export * from './register.js';
export * from './register-settings.js';
export * from './recovery.js';
export * from './human-check.js';
