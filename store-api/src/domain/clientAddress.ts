import { isIPv6 } from 'node:net';

/**
 * The key a client address is limited by. An IPv4 address is itself (an IPv4 client mapped into IPv6,
 * `::ffff:203.0.113.7`, too). An IPv6 address is its /64 network: a carrier or ISP gives each customer a
 * whole /64, so a client can take a new address for every request, and limiting each one alone would limit
 * nothing.
 */
export function addressLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  // A dotted IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(headGroups) - width(tailGroups);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
