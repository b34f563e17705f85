import { z } from 'zod';
import { text } from './safe-text.js';
import { isIP } from './ip.js';

export const maintenanceBodySchema = z.object({ enabled: z.boolean() }).strict();
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;

const countryCode = text().regex(/^[A-Z]{2}$/, { message: 'country.code' });
const cidr = text().refine(
  (v) => {
    const [ip, bits, ...rest] = v.split('/');
    if (rest.length || !ip || !isIP(ip)) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return Number.isInteger(n) && n >= 0 && n <= (ip.includes(':') ? 128 : 32);
  },
  { message: 'cidr.format' },
);

/**
 * Region restriction of a merchant: with mode "allow" only the listed countries
 * and ranges get in; with "deny" the listed ones are refused; "off" lets all in.
 */
export const regionRuleSchema = z
  .object({
    mode: z.enum(['off', 'allow', 'deny']),
    countries: z.array(countryCode).max(300),
    cidrs: z.array(cidr).max(1000),
  })
  .strict();
export type RegionRule = z.infer<typeof regionRuleSchema>;

/** POST /wps/operator/members/:username/status: a disabled member's sessions stop at their next request. */
export const memberStatusBodySchema = z.object({ status: z.enum(['active', 'disabled']) }).strict();
export type MemberStatusBody = z.infer<typeof memberStatusBodySchema>;
export const memberStatusSchema = z.object({ username: text(), status: z.enum(['active', 'disabled']) });
export type MemberStatus = z.infer<typeof memberStatusSchema>;
