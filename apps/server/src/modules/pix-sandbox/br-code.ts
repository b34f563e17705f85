/*
 * EMV® QRCPS "BR Code" for PIX, as the Banco Central's "Manual de Padrões
 * para Iniciação do Pix" lays it out. Written here because the maintained
 * npm encoder (pix-utils) cannot put an amount or a merchant category code in
 * a dynamic code; its parser checks our output in the tests.
 */

/** ID + two-digit length + value; lengths count characters (the fields are ASCII here). */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), upper-case hex: field 63 of every BR Code. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Names and cities are plain upper ASCII in practice: bank apps show them as sent. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);

export interface BrCodeInput {
  /** Dynamic code: the charge's location (no scheme), where the app fetches the payload. */
  location?: string;
  /** Static code: the receiver's PIX key. */
  pixKey?: string;
  /** Centavos; omitted means the payer types the amount. */
  amount?: bigint;
  merchantName: string;
  merchantCity: string;
  merchantCategoryCode?: string;
  /** Static codes only: a dynamic code carries "***" and the app reads the txid from the location's payload. */
  txid?: string;
}

export function encodeBrCode(input: BrCodeInput): string {
  const account = input.location ? field('25', input.location) : field('01', input.pixKey ?? '');
  const amount = input.amount === undefined ? '' : field('54', `${input.amount / 100n}.${String(input.amount % 100n).padStart(2, '0')}`);
  const body = [
    field('00', '01'),
    // 12: the code is for one payment only (dynamic); static codes leave the field out.
    input.location ? field('01', '12') : '',
    field('26', field('00', 'br.gov.bcb.pix') + account),
    field('52', input.merchantCategoryCode ?? '0000'),
    field('53', '986'),
    amount,
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', input.location ? '***' : (input.txid ?? '***'))),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}

/** Splits a BR Code into its top-level fields (tests and diagnostics). */
export function parseBrCodeFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < code.length;) {
    const id = code.slice(i, i + 2);
    const length = Number(code.slice(i + 2, i + 4));
    fields.set(id, code.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}
