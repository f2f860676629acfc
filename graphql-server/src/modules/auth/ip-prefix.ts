import { isIP } from 'node:net';

/**
 * The part of an address shown to people (sessions, sign-in history, BACKOFFICE R5/R29): the /24 network of an IPv4
 * address (`203.0.113.0/24`) and the /48 of an IPv6 one (`2001:db8:1234::/48`). An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, as Node reports IPv4 peers on a dual-stack socket) counts as IPv4. Null when there is no
 * address or it is not one.
 */
export function ipPrefix(address: string | null | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const candidate = mapped ? mapped[1]! : trimmed;
  const version = isIP(candidate);
  if (version === 4) {
    const [a, b, c] = candidate.split('.');
    return `${Number(a)}.${Number(b)}.${Number(c)}.0/24`;
  }
  if (version === 6) {
    const groups = expandIpv6(candidate.split('%')[0]!);
    if (!groups) return null;
    const [g0, g1, g2] = groups.map((group) => Number.parseInt(group, 16).toString(16));
    return `${g0}:${g1}:${g2}::/48`;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` expanded, a trailing dotted IPv4 turned into two groups). */
function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}
