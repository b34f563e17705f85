export * from './catalogue.js';
export * from './lobby.js';
export * from './menus.js';
export * from './in-house-rtp.js';
export * from './rtp.js';
export * from './operator.js';
