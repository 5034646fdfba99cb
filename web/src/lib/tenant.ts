/**
 * Which site a host name is (design.md §4: "The web app resolves the organization from
 * location.hostname"): the provider's apex (the "Login to organization" screen) or a tenant's
 * sub-domain. Pure functions; the organization behind a label is looked up by the tenant feature.
 */
export type Site = { kind: 'apex' } | { kind: 'tenant'; label: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Labels that are part of the provider's own address, not an organization. */
const RESERVED_LABELS = new Set(['www']);

/** `tubes.example.com:443` → `tubes.example.com`; lower-case, no trailing dot. */
export function hostWithoutPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[') ? trimmed : trimmed.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * `acme.localhost` → tenant `acme` (always: browsers resolve *.localhost to loopback, so every port of
 * the local platform works); `acme.<appDomain>` → tenant `acme`; the app domain itself → apex.
 * Anything else (an IP address, the CloudFront default host, deeper sub-domains) is the apex, so the
 * visitor can still find their organization.
 */
export function resolveSite(hostname: string, appDomain: string): Site {
  const host = hostWithoutPort(hostname);
  const suffixes = new Set([hostWithoutPort(appDomain), 'localhost']);
  for (const suffix of suffixes) {
    if (!suffix || !host.endsWith(`.${suffix}`)) continue;
    const label = host.slice(0, -suffix.length - 1);
    if (LABEL.test(label) && !RESERVED_LABELS.has(label)) return { kind: 'tenant', label };
  }
  return { kind: 'apex' };
}

/** The apex origin seen from a tenant page: the same scheme and port without the tenant label. */
export function apexOrigin(location: Pick<URL, 'protocol' | 'hostname' | 'port'>, site: Site): string {
  const hostname =
    site.kind === 'tenant' ? location.hostname.slice(site.label.length + 1) : location.hostname;
  return `${location.protocol}//${hostname}${location.port ? `:${location.port}` : ''}`;
}
