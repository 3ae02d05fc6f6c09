import { isIPv4, isIPv6 } from 'node:net';

/** The key of a caller the gateway could not place (no address known): they share one. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client address as the limits count it (docs/decisions/0011-login-codes-four-digits.md): an IPv4 address as given
 * (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64. One IPv6 subscriber is
 * handed a whole /64 (RFC 6177), so counting single IPv6 addresses would give them 2^64 budgets.
 */
export function addressKey(raw: string | null | undefined): string {
  const given = (raw ?? '').trim().slice(0, 64);
  const address = given.replace(/%.*$/, ''); // an IPv6 zone index names a local interface
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return given || UNKNOWN_ADDRESS;
}

/** The eight 16-bit groups of a valid IPv6 address, in lowercase without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? dottedGroups(group) : [group])) : [];
  const front = groups(head);
  const back = groups(tail);
  const middle = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (::1.2.3.4) as its two groups. */
const dottedGroups = (dotted: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
};
