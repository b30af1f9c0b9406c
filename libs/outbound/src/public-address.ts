import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Hostnames that always mean this machine or a cloud metadata service. */
const LOCAL_HOSTNAMES = /^(localhost|.*\.localhost|metadata\.google\.internal)$/i;

/** Raised when a URL or the address it resolves to is not on the public internet. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** `::/96`: the deprecated IPv4-compatible IPv6 form (`[::127.0.0.1]`, written `[::7f00:1]`). */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an IP address is a public unicast one: not loopback, private, link-local (cloud
 * metadata), CGNAT, unspecified, multicast or reserved. IPv4-mapped IPv6 is unwrapped first;
 * IPv4-compatible IPv6 (deprecated by RFC 4291, never a public destination) is refused.
 */
export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.match(IPV4_COMPATIBLE)) return false;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * First line of the SSRF guard: refuses URLs whose host is a literal non-public address or a
 * local name, written with or without the root's trailing dot (`localhost.` is `localhost`).
 * The resolved address is checked again at connect time (`safeFetch`), which defeats DNS
 * rebinding. A URL's hostname is already canonical (`0x7f.1` reads `127.0.0.1`, IPv6 is
 * bracketed), so Node's own `isIP` tells a literal address: ipaddr's `isValid` cost a feed of
 * 100,000 rows a second and a half.
 */
export function assertPublicUrl(value: string): void {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  const name = host.replace(/\.+$/, '');
  if (LOCAL_HOSTNAMES.test(name) || (isIP(host) !== 0 && !isPublicAddress(host))) {
    throw new PrivateAddressError(notAllowed(host));
  }
}

/**
 * The refusal's words: the name asked for, never what it resolved to, so that the message
 * (shown in a delivery log, an import's error) cannot be used to map the service's network.
 */
export function notAllowed(host: string): string {
  return `the address of ${host} is not allowed`;
}

/** `assertPublicUrl` as a question: false for a private or local address. */
export function isPublicUrl(value: string): boolean {
  try {
    assertPublicUrl(value);
    return true;
  } catch (error) {
    if (error instanceof PrivateAddressError) return false;
    throw error;
  }
}
