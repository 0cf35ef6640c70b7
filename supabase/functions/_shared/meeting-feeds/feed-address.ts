// Which addresses the server may fetch a calendar feed from. A staff member types the address, so without this
// check anyone with a staff account could make the server read its own internal network (the database, the
// metadata service of the cloud, a router's admin page). Written here rather than taken from a package because
// shared Edge Function code may import none (docs/edge-functions.md); the ranges are IANA's special-purpose
// registries for IPv4 and IPv6.

/** What may be fetched: production allows https to public addresses only; the local stand-in also loopback. */
export type FeedAddressPolicy = { allowLoopback: boolean };

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
const privateV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud's metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function inV4Range(value: number, [base, bits]: readonly [string, number]): boolean {
  const size = 2 ** (32 - bits);
  const start = parseV4(base) ?? 0;
  return value >= start && value < start + size;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail included), or null when it is not one. */
function parseV6(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').toLowerCase();
  if (address.includes('%')) address = address.slice(0, address.indexOf('%'));
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail?.[1]) {
    const v4 = parseV4(tail[1]);
    if (v4 === null) return null;
    address = `${address.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

type AddressKind = 'public' | 'loopback' | 'private';

function kindOfV4(value: number): AddressKind {
  if (inV4Range(value, ['127.0.0.0', 8])) return 'loopback';
  return privateV4.some((range) => inV4Range(value, range)) ? 'private' : 'public';
}

function kindOfV6(groups: number[]): AddressKind {
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = (high: number, low: number) => high * 65536 + low;
  if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) return kindOfV4(embeddedV4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return kindOfV4(embeddedV4(g6, g7));
  }
  // 6to4 (2002::/16) carries its IPv4 address in the next two groups.
  if (g0 === 0x2002) return kindOfV4(embeddedV4(g1, groups[2] ?? 0));
  // Only global unicast (2000::/3) is the public internet, less Teredo (2001::/32) and documentation (2001:db8::/32).
  if ((g0 & 0xe000) !== 0x2000) return 'private';
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8)) return 'private';
  return 'public';
}

/** How an IP address (v4 or v6, as a resolver or a URL writes it) is classed, or null when it is not one. */
export function addressKind(address: string): AddressKind | null {
  const v4 = parseV4(address);
  if (v4 !== null) return kindOfV4(v4);
  const v6 = parseV6(address);
  return v6 === null ? null : kindOfV6(v6);
}

/** A feed address refused before or while fetching; the message is shown to the staff member as it is. */
export class FeedRefused extends Error {
  override name = 'FeedRefused';
}

/** The host of a feed address, checked for its scheme; throws FeedRefused with the reason. */
export function feedHost(url: URL, policy: FeedAddressPolicy): string {
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    throw new FeedRefused('The calendar address must start with https://.');
  }
  if (url.username || url.password) throw new FeedRefused('The calendar address must not carry a user name.');
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Checks every address a feed's host resolved to: one that is not public refuses the whole host (a name may
 * resolve to a public and a private address, and the connection may take either). Loopback passes only where
 * the policy allows it; plain http only to loopback.
 */
export function checkResolvedAddresses(url: URL, addresses: readonly string[], policy: FeedAddressPolicy): void {
  if (addresses.length === 0) throw new FeedRefused(`The calendar's host ${url.hostname} has no address.`);
  for (const address of addresses) {
    const kind = addressKind(address);
    const allowed = kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
    if (!allowed) {
      throw new FeedRefused(
        `The calendar address leads to ${address}, a private or local network address, which the server never fetches.`,
      );
    }
    if (url.protocol === 'http:' && kind !== 'loopback') {
      throw new FeedRefused('The calendar address must start with https://.');
    }
  }
}
