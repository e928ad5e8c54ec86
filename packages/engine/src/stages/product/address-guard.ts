import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { pageError } from './fetcher';

// Only global unicast is routed on the internet; the rest of the IPv6 space (IPv4-compatible ::/96
// among it) is unassigned, deprecated or local.
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
// The well-known NAT64 prefix keeps the IPv4 address in its last 32 bits (RFC 6052). The local-use
// 64:ff9b:1::/48 lets each network choose where it goes, so what it reaches cannot be known.
const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
// Azure's host endpoint (WireServer) looks public but answers only inside the cloud, like a
// metadata service; the other clouds' metadata addresses are link-local or unique-local already.
const CLOUD_ENDPOINTS = new Set(['168.63.129.16']);

const LOCAL_MESSAGE = 'a private or local network address; only public websites can be read';

/**
 * Why an IP address may not be read from (the name of its range, as ipaddr.js names it:
 * 'loopback', 'private', 'linkLocal', …), or undefined for plain public unicast, the only kind allowed.
 */
export function addressRefusal(ip: string): string | undefined {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIP(bare) === 0) return 'invalid';
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? ipv4Refusal(address as ipaddr.IPv4) : ipv6Refusal(address as ipaddr.IPv6);
}

/** Whether an IP address is plain public unicast, the only kind a product page may be read from. */
export function isPublicAddress(ip: string): boolean {
  return addressRefusal(ip) === undefined;
}

function ipv4Refusal(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  if (range !== 'unicast') return range;
  return CLOUD_ENDPOINTS.has(address.toString()) ? 'cloudEndpoint' : undefined;
}

function ipv6Refusal(address: ipaddr.IPv6): string | undefined {
  const range = address.range();
  const bytes = address.toByteArray();
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return embeddedRefusal(range, bytes.slice(12, 16));
    case 'rfc6052':
      return address.match(WELL_KNOWN_NAT64) ? embeddedRefusal(range, bytes.slice(12, 16)) : 'rfc6052LocalUse';
    case '6to4':
      return embeddedRefusal(range, bytes.slice(2, 6));
    case 'unicast':
      return address.match(GLOBAL_UNICAST) ? undefined : 'unassigned';
    default:
      // Teredo among them: its client address is obfuscated, and it is not a way to reach a shop.
      return range;
  }
}

/** A translated or tunnelled IPv6 address reaches the IPv4 address inside it: that one decides. */
function embeddedRefusal(range: string, octets: number[]): string | undefined {
  const inner = ipv4Refusal(new ipaddr.IPv4(octets));
  return inner === undefined ? undefined : `${range}:${inner}`;
}

/** A page address that passed the checks needing no name lookup. */
export interface CheckedUrl {
  url: URL;
  /** The host name without IPv6 brackets, as the resolver and the connection take it. */
  hostname: string;
  /** Whether the allow-list names this host, which then skips the address checks. */
  isAllowed: boolean;
  /** The IP address when the host is written as one (already checked unless allowed). */
  ip: string | undefined;
}

/**
 * Parses a page address and refuses (ADDRESS_REFUSED) what may never be fetched: a scheme other than
 * http or https, a user name or password, a host written as a non-public IP address. The URL parser
 * has already turned decimal, octal, hex and short IPv4 spellings (http://2130706433/) into dotted form.
 * `allowHosts` holds exact "host" or "host:port" entries, for local development and tests.
 */
export function checkUrl(address: string | URL, allowHosts: readonly string[] = []): CheckedUrl {
  let url: URL;
  try {
    url = new URL(address);
  } catch (error) {
    throw pageError('ADDRESS_REFUSED', 'This is not a valid web address', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw pageError('ADDRESS_REFUSED', `Only web addresses (http or https) can be read, not ${url.protocol} addresses`);
  }
  if (url.username !== '' || url.password !== '') {
    throw pageError('ADDRESS_REFUSED', `The address for ${url.hostname} contains a user name or password; give the plain page address instead`);
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const ip = isIP(hostname) === 0 ? undefined : hostname;
  const isAllowed = isAllowedHost(url, allowHosts);
  if (ip !== undefined && !isAllowed && !isPublicAddress(ip)) {
    throw pageError('ADDRESS_REFUSED', `The address ${url.hostname} is ${LOCAL_MESSAGE}`);
  }
  return { url, hostname, isAllowed, ip };
}

/** Refuses (ADDRESS_REFUSED) a host name when any address it resolved to is not public. */
export function assertPublicAddresses(hostname: string, addresses: readonly string[]): void {
  // One bad answer is enough: a name answering both ways lets the connection pick the private one.
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined) throw pageError('ADDRESS_REFUSED', `The address ${hostname} leads to ${refused}, ${LOCAL_MESSAGE}`);
}

function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const names = [url.hostname, `${url.hostname}:${port}`];
  return allowHosts.some((entry) => names.includes(entry.trim().toLowerCase()));
}
