const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A light check for schemas; the server parses addresses with ipaddr.js. */
export function isIP(value: string): boolean {
  if (ipv4.test(value)) return true;
  return /^[0-9a-fA-F:.]+$/.test(value) && value.includes(':') && value.split('::').length <= 2;
}
