/** The sharing section's domain inputs: an organization's address label (`globex`), lists comma-separated. */
const DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function normalizedDomain(value: string): string {
  return value.trim().toLowerCase();
}

export function isDomain(value: string): boolean {
  return DOMAIN.test(normalizedDomain(value));
}

/** "globex, Initech ,," → ['globex', 'initech'], or null when one entry is not a domain. */
export function parseDomainList(text: string): string[] | null {
  const entries = text
    .split(',')
    .map(normalizedDomain)
    .filter((d) => d !== '');
  if (!entries.every((d) => DOMAIN.test(d))) return null;
  return [...new Set(entries)];
}
