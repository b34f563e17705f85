/** Every module's tables, for drizzle-kit and for the typed database handle. */
export * from '../modules/merchants/merchants.tables.js';
export * from '../modules/content/content.tables.js';
