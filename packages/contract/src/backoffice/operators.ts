import { z } from 'zod';
import { text } from '../safe-text.js';
import { countedPageQuery, sortOrderSchema } from './paging.js';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './permissions.js';

const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

export const operatorUsernameSchema = text()
  .min(3, { message: 'operator.username.format' })
  .max(40, { message: 'operator.username.format' })
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, { message: 'operator.username.format' });

/** At least 12 characters (NIST 800-63B length over composition rules); at most 128 (argon2 needs no more). */
export const operatorPasswordSchema = text()
  .min(12, { message: 'operator.password.short' })
  .max(128, { message: 'operator.password.long' });

const totpCodeSchema = text().regex(/^\d{6}$/, { message: 'operator.totp.format' });

/** POST /wps/operator/session: step one of signing in (the player's login ladder counts every attempt first). */
export const operatorLoginBodySchema = z
  .object({
    username: operatorUsernameSchema,
    password: text().min(1).max(128),
    captchaId: text().max(200).optional(),
    captcha: text().max(2000).optional(),
  })
  .strict();
export type OperatorLoginBody = z.infer<typeof operatorLoginBodySchema>;

/**
 * The password was right: a ticket (five minutes, good for step two only). `enrol` when the operator has no second
 * factor yet: the secret and its otpauth URI (the app draws the QR code) come with it, once.
 */
export const operatorLoginStepSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('totp'), ticket: text() }),
  z.object({ next: z.literal('enrol'), ticket: text(), secret: text(), otpauthUri: text() }),
]);
export type OperatorLoginStep = z.infer<typeof operatorLoginStepSchema>;

/** POST /wps/operator/session/totp: step two, the code of the authenticator app (the first one confirms enrolment). */
export const operatorTotpBodySchema = z.object({ ticket: text().min(1).max(200), code: totpCodeSchema }).strict();
export type OperatorTotpBody = z.infer<typeof operatorTotpBodySchema>;

/** Who is signed in and what they may do: the app hides the rest. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: text(),
  displayName: text(),
  role: operatorRoleSchema,
  permissions: z.array(operatorPermissionSchema),
  /** Set by an admin's reset: the app asks for a new password before anything else. */
  mustChangePassword: z.boolean(),
  /** The merchant's IANA time zone: every time in the back office is shown in it. */
  timeZone: text(),
  merchantName: text(),
  idleMinutes: z.number().int(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const operatorSessionSchema = z.object({ token: text(), me: operatorMeSchema });
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** POST /wps/operator/me/password: every other session of the operator ends. */
export const operatorPasswordBodySchema = z.object({ oldPassword: text().min(1).max(128), newPassword: operatorPasswordSchema }).strict();
export type OperatorPasswordBody = z.infer<typeof operatorPasswordBodySchema>;

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;

export const operatorAccountSchema = z.object({
  id: z.number().int(),
  username: text(),
  displayName: text(),
  role: operatorRoleSchema,
  status: z.enum(OPERATOR_STATUSES),
  totpEnrolled: z.boolean(),
  lastLoginAt: text().nullable(),
  createdAt: text(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorSortKeys = ['username', 'displayName', 'createdAt', 'lastLoginAt'] as const;

/**
 * GET /wps/operator/operators: `q` is found anywhere in the username or the display name (any case); filters combine
 * with AND. Newest first unless `sort` says otherwise; an operator who never signed in comes last by `lastLoginAt`.
 * The page is a bare array, the whole count in the `x-total-count` header.
 */
export const operatorListQuerySchema = z
  .object({
    q: text().trim().min(1).max(80).optional(),
    role: operatorRoleSchema.optional(),
    status: z.enum(OPERATOR_STATUSES).optional(),
    sort: z.enum(operatorSortKeys).default('createdAt'),
    order: sortOrderSchema.default('desc'),
    ...countedPageQuery,
  })
  .strict();
export type OperatorListQuery = z.infer<typeof operatorListQuerySchema>;

/** POST /wps/operator/operators: the new operator signs in with this password once, then chooses their own. */
export const operatorCreateBodySchema = z
  .object({
    username: operatorUsernameSchema,
    displayName: text().min(1).max(80),
    role: operatorRoleSchema,
    password: operatorPasswordSchema,
  })
  .strict();
export type OperatorCreateBody = z.infer<typeof operatorCreateBodySchema>;

/**
 * PATCH /wps/operator/operators/:id: role, status, a new temporary password, or a reset of the second factor (the
 * operator enrols again at next sign-in). Any change ends the operator's sessions.
 */
export const operatorUpdateBodySchema = z
  .object({
    displayName: text().min(1).max(80).optional(),
    role: operatorRoleSchema.optional(),
    status: z.enum(['active', 'disabled']).optional(),
    password: operatorPasswordSchema.optional(),
    resetTotp: z.literal(true).optional(),
  })
  .strict();
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBodySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: text(),
  role: operatorRoleSchema,
  /** The first characters, to recognise a key in a list; the key itself is shown once, at creation. */
  prefix: text(),
  createdBy: text().nullable(),
  createdAt: text(),
  lastUsedAt: text().nullable(),
  revokedAt: text().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export const apiKeySortKeys = ['name', 'createdAt', 'lastUsedAt'] as const;

/**
 * GET /wps/operator/api-keys: `q` is found anywhere in the name (any case), or starts the key's prefix (a key read off
 * a log is recognised by it). Newest first unless `sort` says otherwise; a key never used comes last by `lastUsedAt`.
 * The page is a bare array, the whole count in the `x-total-count` header.
 */
export const apiKeyListQuerySchema = z
  .object({
    q: text().trim().min(1).max(80).optional(),
    role: operatorRoleSchema.optional(),
    status: z.enum(API_KEY_STATUSES).optional(),
    sort: z.enum(apiKeySortKeys).default('createdAt'),
    order: sortOrderSchema.default('desc'),
    ...countedPageQuery,
  })
  .strict();
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuerySchema>;

export const apiKeyCreateBodySchema = z.object({ name: text().min(1).max(80), role: operatorRoleSchema }).strict();
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBodySchema>;
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: text() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** GET/PUT /wps/operator/roles: the role × permission matrix (admin keeps every permission). */
export const roleMatrixSchema = z.array(z.object({ role: operatorRoleSchema, permissions: z.array(operatorPermissionSchema) }));
export type RoleMatrix = z.infer<typeof roleMatrixSchema>;
export const roleUpdateBodySchema = z.object({ permissions: z.array(operatorPermissionSchema).max(OPERATOR_PERMISSIONS.length) }).strict();
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;
