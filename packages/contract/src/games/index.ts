export * from './catalogue.js';
export * from './lobby.js';
export * from './menus.js';
