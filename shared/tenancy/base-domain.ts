/**
 * The base domain of a host: its last two labels (spec section 1), lower-cased, without a port.
 * An IP address is its own base domain.
 */
export function baseDomainOf(host: string): string {
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) return hostname.slice(0, hostname.indexOf(']') + 1);
  const colon = hostname.lastIndexOf(':');
  if (colon !== -1) hostname = hostname.slice(0, colon);
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  if (isIpAddress(hostname)) return hostname;
  const labels = hostname.split('.');
  return labels.slice(-2).join('.');
}

export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[') || hostname.includes(':');
}
