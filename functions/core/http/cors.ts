/**
 * CORS for the tenant sub-domains only. APP_DOMAIN is the stage's web domain (e.g. `tubes.example.com`,
 * locally `localhost:5173`); allowed origins are the apex and any one-label sub-domain of it.
 */
import { env } from './env.js';

export function isAllowedOrigin(origin: string | undefined, appDomain: string | undefined): boolean {
  if (!origin || !appDomain) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  const domain = appDomain.toLowerCase();
  if (host === domain) return true;
  if (!host.endsWith(`.${domain}`)) return false;
  const label = host.slice(0, -domain.length - 1);
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(label);
}

export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!isAllowedOrigin(origin, env.appDomain())) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin as string,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
