import { z } from 'zod';
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
  pattern: z.string().nullable(),
  /** i18n key of the message shown when the pattern fails. */
  messageKey: z.string().nullable(),
});
export type RegistrationFieldSetting = z.infer<typeof registrationFieldSettingSchema>;

export const serviceChannelSchema = z.object({
  type: z.enum(serviceChannelTypes),
  csType: z.enum(['LIVECHAT', 'LIVECHAT 1']).nullable(),
  title: z.string(),
  url: z.string(),
});

export const systemInfoSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  /** The footer's about text, in the request language. */
  about: z.string(),
  customerService: z.object({ channels: z.array(serviceChannelSchema) }),
  domainRoute: z.array(z.object({ domain: z.string(), path: z.string() })),
  mobileTemplate: z.record(z.string(), z.string()),
  paths: z.record(z.string(), z.string()),
  register: z.array(registrationFieldSettingSchema),
  resources: z.object({
    downloads: z.array(z.object({ resourceType: z.enum(resourceTypes), url: z.string() })),
    social: z.array(z.object({ type: z.enum(socialTypes), url: z.string() })),
  }),
  whitelabel: whitelabelSchema,
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()),
  /** The REFERRAL promotion is running (SPEC §6 invite entries); absent from older servers. */
  referral: z.boolean().optional(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemStatusSchema = z.object({
  info: systemInfoSchema,
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export { gateStatus, type GateStatus } from './gate-status.js';

export const helpEntrySchema = z.object({ title: z.string(), content: z.string() });
export type HelpEntry = z.infer<typeof helpEntrySchema>;
