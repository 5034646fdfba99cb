/**
 * The local web app's server mode (infra/local/web-server.ts): `npm start` runs the dev server, the
 * e2e platform the production build (playwright.config.ts sets TUBES_WEB_MODE=preview); a typo is
 * refused at start rather than silently giving the other mode.
 */
import { describe, expect, it } from 'vitest';
import { webModeFrom } from './web-server.js';
import playwrightConfig from '../../../playwright.config.js';

describe('webModeFrom', () => {
  it('defaults to the dev server', () => {
    expect(webModeFrom(undefined)).toBe('dev');
    expect(webModeFrom('')).toBe('dev');
    expect(webModeFrom('dev')).toBe('dev');
  });

  it('takes preview', () => {
    expect(webModeFrom('preview')).toBe('preview');
  });

  it('refuses anything else with the variable named', () => {
    expect(() => webModeFrom('prod')).toThrow('TUBES_WEB_MODE must be dev or preview, not "prod"');
  });

  it('is the production build for the e2e journeys', () => {
    const server = playwrightConfig.webServer;
    const env = (Array.isArray(server) ? server[0] : server)?.env ?? {};
    expect(env.TUBES_WEB_MODE).toBe('preview');
  });
});
