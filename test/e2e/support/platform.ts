import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS, WEB_PORT } from '../../../playwright.config';

export const API_URL = `http://localhost:${E2E_PORTS.TUBES_API_PORT}`;

/** A tenant's address on the test platform; Chromium resolves *.localhost to loopback. */
export const tenantUrl = (label: string, path = '') => `http://${label}.localhost:${WEB_PORT}${path}`;
export const apexUrl = (path = '') => `http://localhost:${WEB_PORT}${path}`;
/** The test platform's mail viewer (the local SES keeps every mail the product sends). */
export const mailViewerUrl = (path = '/') => `http://localhost:${E2E_PORTS.TUBES_SES_PORT}${path}`;

/**
 * The gateway answers /health before every component is up; journeys need the web app too, so wait
 * for the platform's own report of it.
 */
export async function waitForPlatform(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/health`).catch(() => undefined);
        if (!response?.ok()) return 'no answer';
        const body = (await response.json()) as { components?: Record<string, { status: string }> };
        return body.components?.web?.status ?? 'unknown';
      },
      { timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toBe('up');
}

/** `#1F6FEB` → `rgb(31, 111, 235)`, the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
