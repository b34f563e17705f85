export * from './announcements.js';
export * from './messages.js';
export * from './service-path.js';
export * from './content-operator.js';
