import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shellRemounts?: number;
  }
}

/**
 * Counts how often the signed-in shell's toolbar leaves the DOM within one page load (issue 9 point 20:
 * "a user clicking a menu item must never lose the click to a re-render"). Installed before the page
 * loads; a reload starts a new count.
 */
export async function watchShellRemounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shellRemounts = 0;
    const shell = '[data-testid="user-menu-trigger"]';
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(shell) || node.querySelector(shell)))
            window.__shellRemounts = (window.__shellRemounts ?? 0) + 1;
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
}

export function shellRemounts(page: Page): Promise<number> {
  return page.evaluate(() => window.__shellRemounts ?? 0);
}
