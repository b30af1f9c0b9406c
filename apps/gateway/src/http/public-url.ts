import ipaddr from 'ipaddr.js';
import { invalidRequest } from './api-error.js';

/** Hostnames that always mean this machine or its cloud metadata service. */
const LOCAL_HOSTNAMES = /^(localhost|.*\.localhost|metadata\.google\.internal)$/i;

/**
 * First line of the SSRF guard, at registration: refuses URLs whose host is a literal
 * non-public address or a local name. Services check the resolved address again when they
 * connect, which defeats DNS rebinding.
 */
export function assertPublicUrl(value: string, param: string): void {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  if (LOCAL_HOSTNAMES.test(host) || (ipaddr.isValid(host) && !isPublicAddress(host))) {
    throw invalidRequest(
      'parameter_invalid',
      `Invalid ${param}: the address points to a private or local network.`,
      param,
    );
  }
}

export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
