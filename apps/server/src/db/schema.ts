/** Every module's tables, for drizzle-kit and for the typed database handle. */
export * from '../modules/merchants/merchants.tables.js';
export * from '../modules/content/content.tables.js';
export * from '../modules/crypto/crypto.tables.js';
export * from '../modules/captcha/captcha.tables.js';
export * from '../modules/members/members.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/verification/verification.tables.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/recovery/recovery.tables.js';
export * from '../modules/identity/identity.tables.js';
export * from '../modules/ledger/ledger.tables.js';
export * from '../modules/seamless/seamless.tables.js';
export * from '../modules/wallet/wallet.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/pix-sandbox/pix-sandbox.tables.js';
export * from '../modules/games/games.tables.js';
