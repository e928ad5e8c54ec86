import ipaddr from 'ipaddr.js';

/**
 * The key one client is counted under: its IPv4 address, or the /64 network of an IPv6 address —
 * one subscriber usually holds a whole /64, so counting single addresses would let it rotate freely.
 * IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
