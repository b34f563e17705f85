import { randomBytes } from 'node:crypto';
import { encodeServicePath, type CustomerService, type Language } from '@app/contract';
import type { Db } from '../../db/client.js';
import { channelsIn } from '../merchants/merchant-settings.js';
import * as merchants from '../merchants/merchants.service.js';
import { CHAT_PAGE_PATH } from './chat.service.js';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomKey = () => Array.from(randomBytes(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');

/** Path type "3" is the chat link (SPEC §7); every other channel is an outside link, type "1". */
export const CHAT_PATH_TYPE = '3';
export const LINK_PATH_TYPE = '1';

/**
 * SPEC §7 customer service: value.version.pathList, each path encoded with a
 * fresh key (last 8 characters). A LIVECHAT channel is the built-in chat page
 * when the merchant has CBS3 on, its own URL otherwise. Titles are in the request language.
 */
export async function customerService(db: Db, merchantId: number, language: Language): Promise<CustomerService> {
  const s = await merchants.getSettings(db, merchantId, ['customerService', 'whitelabel']);
  const pathList = channelsIn(s.customerService, language).map((channel) => {
    const chat = channel.type === 'LIVECHAT' && s.whitelabel.CBS3 === true;
    return {
      type: chat ? CHAT_PATH_TYPE : LINK_PATH_TYPE,
      title: channel.title,
      channel: channel.type,
      path: encodeServicePath(chat ? CHAT_PAGE_PATH : channel.url, randomKey()),
    };
  });
  return { version: { pathList } };
}
