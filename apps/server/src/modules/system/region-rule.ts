import type { RegionRule } from '@app/contract';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A CIDR or a single address as [network, prefix]; a ::ffff:a.b.c.d range becomes the IPv4 range players arrive from. */
function parseRange(cidr: string): [Address, number] | null {
  try {
    const [network, bits] = cidr.includes('/') ? ipaddr.parseCIDR(cidr) : [ipaddr.parse(cidr), -1];
    const prefix = bits >= 0 ? bits : network.kind() === 'ipv4' ? 32 : 128;
    if (network instanceof ipaddr.IPv6 && network.isIPv4MappedAddress()) {
      return [network.toIPv4Address(), Math.max(0, prefix - 96)];
    }
    return [network, prefix];
  } catch {
    return null;
  }
}

function inAnyRange(address: Address, cidrs: readonly string[]): boolean {
  return cidrs.some((cidr) => {
    const range = parseRange(cidr);
    return range !== null && address.kind() === range[0].kind() && address.match(range);
  });
}

/**
 * Whether the rule refuses a client. "allow" lets in only listed countries
 * and ranges, so an address of unknown country is refused unless a range
 * lists it; "deny" refuses the listed ones; "off" refuses nobody.
 */
export function isRefusedByRegionRule(rule: RegionRule, ip: string, country: string | null): boolean {
  if (rule.mode === 'off') return false;
  let address: Address | null = null;
  try {
    address = ipaddr.process(ip);
  } catch {
    address = null;
  }
  const listed = (country !== null && rule.countries.includes(country)) || (address !== null && inAnyRange(address, rule.cidrs));
  return rule.mode === 'allow' ? !listed : listed;
}
