import { z } from 'zod';

/** Merchant feature switches of SPEC §6. */
export const whitelabelFlags = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'CHNGPASSVERIF3',
  'REWCEN3',
  'PTSYS3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'SECPRIV',
  'MYACC',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

export const whitelabelSchema = z.record(z.enum(whitelabelFlags), z.boolean());
export type Whitelabel = z.infer<typeof whitelabelSchema>;
