import ipaddr from 'ipaddr.js';

/** Hostnames that always mean this machine or a cloud metadata service. */
const LOCAL_HOSTNAMES = /^(localhost|.*\.localhost|metadata\.google\.internal)$/i;

/** Raised when a URL or the address it resolves to is not on the public internet. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/**
 * Whether an IP address is a public unicast one: not loopback, private, link-local (cloud
 * metadata), CGNAT, unspecified, multicast or reserved. IPv4-mapped IPv6 is unwrapped first.
 */
export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * First line of the SSRF guard: refuses URLs whose host is a literal non-public address or a
 * local name. The resolved address is checked again at connect time (`safeFetch`), which
 * defeats DNS rebinding.
 */
export function assertPublicUrl(value: string): void {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  if (LOCAL_HOSTNAMES.test(host) || (ipaddr.isValid(host) && !isPublicAddress(host))) {
    throw new PrivateAddressError(`${host} is a private or local address`);
  }
}
