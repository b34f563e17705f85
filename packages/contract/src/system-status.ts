import { z } from 'zod';
import { text } from './safe-text.js';
import { humanCheckSchema } from './auth/human-check.js';
import { whitelabelSchema } from './whitelabel.js';

export const resourceTypes = ['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM'] as const;
export const socialTypes = ['FACEBOOK', 'YOUTUBE', 'WHATSAPP', 'INSTAGRAM', 'TIKTOK', 'TWITTER'] as const;
export const serviceChannelTypes = ['LIVECHAT', 'WHATSAPP', 'WHATSAPP2', 'WHATSAPP3', 'TELEGRAM', 'FACEBOOK'] as const;

/** Optional registration fields of SPEC §3 that a merchant can switch on. */
export const registrationFields = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

export const registrationFieldSettingSchema = z.object({
  field: z.enum(registrationFields),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A JavaScript regular expression source the value must match when present. */
  pattern: text().nullable(),
  /** i18n key of the message shown when the pattern fails. */
  messageKey: text().nullable(),
});
export type RegistrationFieldSetting = z.infer<typeof registrationFieldSettingSchema>;

export const serviceChannelSchema = z.object({
  type: z.enum(serviceChannelTypes),
  csType: z.enum(['LIVECHAT', 'LIVECHAT 1']).nullable(),
  title: text(),
  url: text(),
});

export const systemInfoSchema = z.object({
  merchantCode: text(),
  siteName: text(),
  /** The footer's about text, in the request language. */
  about: text(),
  customerService: z.object({ channels: z.array(serviceChannelSchema) }),
  domainRoute: z.array(z.object({ domain: text(), path: text() })),
  mobileTemplate: z.record(text(), text()),
  paths: z.record(text(), text()),
  register: z.array(registrationFieldSettingSchema),
  resources: z.object({
    downloads: z.array(z.object({ resourceType: z.enum(resourceTypes), url: text() })),
    social: z.array(z.object({ type: z.enum(socialTypes), url: text() })),
  }),
  whitelabel: whitelabelSchema,
  mainDomain: text(),
  imageCDNs: z.array(text()),
  /** The REFERRAL promotion is running (SPEC §6 invite entries); absent from older servers. */
  referral: z.boolean().optional(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemStatusSchema = z.object({
  info: systemInfoSchema,
  location: z.object({ ip: text(), country: text().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** The human check the account forms run (absent from older servers: altcha). */
  humanCheck: humanCheckSchema.optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export { gateStatus, type GateStatus } from './gate-status.js';

export const helpEntrySchema = z.object({ title: text(), content: text() });
export type HelpEntry = z.infer<typeof helpEntrySchema>;
