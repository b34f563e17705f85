/** Every table of the game server, for drizzle-kit and the typed handle. */
export * from '../sessions/sessions.tables.js';
export * from '../rounds/rounds.tables.js';
export * from '../fair/fair.tables.js';
export * from '../engines/sports/sports.tables.js';
export * from '../engines/crash/crash.tables.js';
