/**
 * What an operator may do, one permission per kind of work. Every /wps/operator route declares one (or `self`: any
 * signed-in operator, for their own session, password and two factors; or `public`: the sign-in calls themselves);
 * the server refuses a route that declares none at start. A role holds a set of permissions (the editable matrix);
 * the admin app hides what the signed-in role lacks, but the server decides.
 */
export const OPERATOR_PERMISSIONS = [
  'dashboard.read',
  'players.read',
  'players.manage',
  'balance.adjust',
  'balance.approve',
  'payments.read',
  'withdrawals.decide',
  'sandbox.pix',
  'ledger.read',
  'audit.read',
  'operators.read',
  'operators.manage',
  'content.read',
  'content.manage',
  'chat.read',
  'chat.reply',
  'promotions.read',
  'promotions.manage',
  'rewards.decide',
  'games.read',
  'games.manage',
  'agents.read',
  'agents.manage',
  'settings.read',
  'settings.manage',
  'outbox.read',
  'regulator.read',
  'regulator.manage',
  'kyc.read',
  'kyc.manage',
  'privacy.read',
  'privacy.manage',
  'barred.read',
  'barred.manage',
  'reports.read',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** What a route declares: a permission, `self` (any signed-in operator or key) or `public` (the sign-in steps). */
export type RouteAccess = OperatorPermission | 'self' | 'public';

export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'risk', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Read-only permissions: the auditor's whole set, and what every role may see of its own area. */
export const READ_PERMISSIONS = OPERATOR_PERMISSIONS.filter((p) => p.endsWith('.read'));

/**
 * The matrix a new merchant starts with (an admin edits it; admin always keeps everything so nobody can lock the
 * merchant out of its own back office). Finance moves money; support serves players; content runs the site; risk
 * watches fraud and decides withdrawals; the auditor reads everything and changes nothing.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  finance: [
    'dashboard.read',
    'players.read',
    'balance.adjust',
    'balance.approve',
    'payments.read',
    'withdrawals.decide',
    'ledger.read',
    'audit.read',
    'reports.read',
  ],
  support: [
    'dashboard.read',
    'players.read',
    'players.manage',
    'balance.adjust',
    'payments.read',
    'chat.read',
    'chat.reply',
    'content.read',
    'promotions.read',
    'rewards.decide',
    'outbox.read',
  ],
  content: [
    'dashboard.read',
    'content.read',
    'content.manage',
    'promotions.read',
    'promotions.manage',
    'games.read',
    'games.manage',
    'settings.read',
  ],
  risk: [
    'dashboard.read',
    'players.read',
    'players.manage',
    'payments.read',
    'withdrawals.decide',
    'agents.read',
    'ledger.read',
    'audit.read',
  ],
  auditor: READ_PERMISSIONS,
};

/** True when the role's set allows the route's access (public and self routes are open to any operator). */
export function allows(permissions: ReadonlySet<string>, access: RouteAccess): boolean {
  return access === 'public' || access === 'self' || permissions.has(access);
}
