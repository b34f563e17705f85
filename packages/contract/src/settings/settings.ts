import { z } from 'zod';
import { agentWhitelistKeys, agentWhitelistSchema } from '../agents/agents.js';
import { languages } from '../constants.js';
import { text } from '../safe-text.js';
import {
  registrationFields,
  registrationFieldSettingSchema,
  resourceTypes,
  serviceChannelTypes,
  socialTypes,
  systemInfoSchema,
} from '../system-status.js';
import { whitelabelFlags, whitelabelSchema } from '../whitelabel.js';
import { SETTINGS_API } from './api.js';

/**
 * The merchant settings an operator edits from the settings screen, each written on its own
 * (`PUT /wps/operator/settings/<key>` with `{ value }`). Maintenance, the region rule and the jurisdiction profile keep
 * their own calls (they gate every request or re-shape the catalogue); the game types switched off belong to the games
 * screen.
 */
export const editableSettingKeys = [
  'siteName',
  'about',
  'whitelabel',
  'register',
  'customerService',
  'liveChat',
  'resources',
  'imageCDNs',
  'mobileTemplate',
  'agentWhitelist',
  'singleSession',
] as const;
export type EditableSettingKey = (typeof editableSettingKeys)[number];

export const settingPath = (key: EditableSettingKey) => `${SETTINGS_API.operatorSettings}/${key}` as const;

/** A link the player's browser opens: absolute http(s) only (never javascript: or data:). */
const linkSchema = z.url({ protocol: /^https?$/, message: 'url.format' }).max(500);
const unique = (keys: string[]) => new Set(keys).size === keys.length;

const localized = (max: number, ptMin: number) =>
  z
    .object({
      pt: text().trim().min(ptMin).max(max),
      en: text().trim().max(max),
    })
    .strict();

/** A registration rule's pattern must compile, or every registration would fail on the server. */
const patternSchema = text()
  .max(200)
  .refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'pattern.format' },
  );

const registrationRuleSchema = z
  .object({
    field: z.enum(registrationFields),
    enabled: z.boolean(),
    required: z.boolean(),
    pattern: patternSchema.nullable(),
    messageKey: text()
      .regex(/^[A-Za-z0-9_.]{1,80}$/, { message: 'message.key.format' })
      .nullable(),
  })
  .strict();

const channelSchema = z
  .object({
    type: z.enum(serviceChannelTypes),
    csType: z.enum(['LIVECHAT', 'LIVECHAT 1']).nullable(),
    /** What the customer-service modal names the channel, per language (English empty: the Portuguese one). */
    title: localized(60, 1),
    url: linkSchema,
  })
  .strict();

const flagShape = Object.fromEntries(whitelabelFlags.map((flag) => [flag, z.boolean()])) as Record<
  (typeof whitelabelFlags)[number],
  z.ZodBoolean
>;

/** What each editable setting accepts from an operator: stricter than what the server reads back. */
export const settingBodySchemas = {
  siteName: localized(60, 1),
  about: localized(2000, 0),
  whitelabel: z.object(flagShape).strict(),
  register: z
    .array(registrationRuleSchema)
    .max(registrationFields.length)
    .refine((rules) => unique(rules.map((r) => r.field)), { message: 'duplicate.entry' }),
  customerService: z.object({ channels: z.array(channelSchema).max(20) }).strict(),
  /** CBS3's chat: null is the built-in chat; an https address sends players to an outside chat service. */
  liveChat: z
    .object({
      externalUrl: z
        .url({ protocol: /^https$/, message: 'url.format' })
        .max(500)
        .nullable(),
    })
    .strict(),
  resources: z
    .object({
      downloads: z.array(z.object({ resourceType: z.enum(resourceTypes), url: linkSchema }).strict()).max(10),
      social: z
        .array(z.object({ type: z.enum(socialTypes), url: linkSchema }).strict())
        .max(socialTypes.length)
        .refine((links) => unique(links.map((s) => s.type)), { message: 'duplicate.entry' }),
    })
    .strict(),
  /** Image hosts the site picks from at random; '' is the site's own origin. */
  imageCDNs: z
    .array(z.union([z.literal(''), linkSchema]))
    .min(1)
    .max(10),
  /** SPEC §4: "1" selects the new member-centre and deposit templates. */
  mobileTemplate: z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }).strict(),
  agentWhitelist: z.array(z.enum(agentWhitelistKeys)).max(agentWhitelistKeys.length).refine(unique, { message: 'duplicate.entry' }),
  singleSession: z.boolean(),
} satisfies Record<EditableSettingKey, z.ZodType>;

export type SettingBody<K extends EditableSettingKey> = z.output<(typeof settingBodySchemas)[K]>;

/** The body of one setting's PUT. */
export const settingWriteSchema = <K extends EditableSettingKey>(key: K) => z.object({ value: settingBodySchemas[key] }).strict();

const localizedRead = z.object(Object.fromEntries(languages.map((l) => [l, text()])) as Record<(typeof languages)[number], z.ZodString>);

/**
 * A stored service channel. Its title was one string before it had a text per language (migration 0044 rewrites
 * stored values); a plain string still reads, as that text in every language.
 */
export const storedServiceChannelSchema = z.object({
  type: z.enum(serviceChannelTypes),
  csType: z.enum(['LIVECHAT', 'LIVECHAT 1']).nullable(),
  title: z.union([
    localizedRead,
    text().transform((title) => Object.fromEntries(languages.map((l) => [l, title])) as z.infer<typeof localizedRead>),
  ]),
  url: text(),
});
export type StoredServiceChannel = z.infer<typeof storedServiceChannelSchema>;
export const storedCustomerServiceSchema = z.object({ channels: z.array(storedServiceChannelSchema) });

/** GET /wps/operator/settings: every editable setting as stored (older values may predate today's stricter rules). */
export const merchantSettingsSchema = z.object({
  siteName: localizedRead,
  about: localizedRead,
  whitelabel: whitelabelSchema,
  register: z.array(registrationFieldSettingSchema),
  customerService: storedCustomerServiceSchema,
  liveChat: z.object({ externalUrl: text().nullable() }),
  resources: systemInfoSchema.shape.resources,
  imageCDNs: z.array(text()),
  mobileTemplate: z.record(text(), text()),
  agentWhitelist: agentWhitelistSchema,
  singleSession: z.boolean(),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
