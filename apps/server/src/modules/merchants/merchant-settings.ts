import {
  agentWhitelistKeys,
  agentWhitelistSchema,
  DEFAULT_LANGUAGE,
  gameTypeSchema,
  jurisdictionSchema,
  languages,
  regionRuleSchema,
  storedCustomerServiceSchema,
  registrationFieldSettingSchema,
  systemInfoSchema,
  whitelabelFlags,
  whitelabelSchema,
  type Language,
  type Whitelabel,
} from '@app/contract';
import { z } from 'zod';

const localizedTextSchema = z.object(
  Object.fromEntries(languages.map((l) => [l, z.string()])) as Record<(typeof languages)[number], z.ZodString>,
);

/**
 * Every key a merchant setting may have, with the schema its value is written
 * and read with. A value that does not parse is never stored.
 */
export const merchantSettingSchemas = {
  siteName: localizedTextSchema,
  about: localizedTextSchema,
  whitelabel: whitelabelSchema,
  register: z.array(registrationFieldSettingSchema),
  mobileTemplate: systemInfoSchema.shape.mobileTemplate,
  paths: systemInfoSchema.shape.paths,
  resources: systemInfoSchema.shape.resources,
  customerService: storedCustomerServiceSchema,
  domainRoute: systemInfoSchema.shape.domainRoute,
  imageCDNs: systemInfoSchema.shape.imageCDNs,
  maintenance: z.boolean(),
  regionRule: regionRuleSchema,
  /** A new login ends the member's other sessions (SPEC §3: 'account logged out' on the old device). */
  singleSession: z.boolean(),
  /**
   * Game types this merchant does not offer (a Brazilian merchant switches COCKFIGHT off): hidden from every list and
   * refused at launch.
   */
  gameTypesOff: z.array(gameTypeSchema),
  /** Live chat (CBS3): null = the built-in chat; an https URL = an outside chat service the launch call points to. */
  liveChat: z.object({ externalUrl: z.url({ protocol: /^https$/ }).nullable() }),
  /** Agent home: which grid entries (and the dividend footer item) the merchant allows (SPEC §2 "merchant whitelist"). */
  agentWhitelist: agentWhitelistSchema,
  /** The rules the merchant runs under (`BR` for a `.bet.br` operator); jurisdiction.ts applies them. */
  jurisdiction: jurisdictionSchema,
} as const;

export type SettingKey = keyof typeof merchantSettingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof merchantSettingSchemas)[K]>;
export type Settings<K extends SettingKey> = { [P in K]: SettingValue<P> };

export const settingKeys = Object.keys(merchantSettingSchemas) as SettingKey[];

export function isSettingKey(value: string): value is SettingKey {
  return Object.hasOwn(merchantSettingSchemas, value);
}

const allOff = Object.fromEntries(whitelabelFlags.map((f) => [f, false])) as Whitelabel;

/** What a merchant without the row gets: features off, gates open, nothing to show. */
export const settingDefaults: { [K in SettingKey]: SettingValue<K> } = {
  siteName: { pt: '', en: '' },
  about: { pt: '', en: '' },
  whitelabel: allOff,
  register: [],
  mobileTemplate: {},
  paths: {},
  resources: { downloads: [], social: [] },
  customerService: { channels: [] },
  domainRoute: [],
  imageCDNs: [''],
  maintenance: false,
  regionRule: { mode: 'off', countries: [], cidrs: [] },
  singleSession: true,
  gameTypesOff: [],
  liveChat: { externalUrl: null },
  agentWhitelist: [...agentWhitelistKeys],
  jurisdiction: 'NONE',
};

/** A per-language setting text in `language`; an empty one falls back to the default language's (Portuguese). */
export const textIn = (texts: SettingValue<'siteName'>, language: Language): string => texts[language] || texts[DEFAULT_LANGUAGE];

/** The service channels as the player's calls name them: each title in the request language. */
export const channelsIn = (value: SettingValue<'customerService'>, language: Language) =>
  value.channels.map((channel) => ({ ...channel, title: textIn(channel.title, language) }));
