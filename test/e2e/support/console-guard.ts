import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Journeys that must leave the browser console clean (issue 9 point 18: "The two flushSync console errors
 * and the @zag-js/dismissable node is null error are gone"). Every page of the test's context is
 * watched: console errors, uncaught page errors, and the warnings React and zag give for broken
 * components. A journey that expects an error answer may name it with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const problem = (message: ConsoleMessage) =>
        message.type() === 'error' ||
        (message.type() === 'warning' && /\[@zag-js|flushSync|Warning: /.test(message.text()));
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (!problem(message) || allowConsoleErrors.some((re) => re.test(message.text()))) return;
          errors.push(`console.${message.type()} on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) =>
          errors.push(`page error on ${page.url()}: ${error.stack ?? error.message}`),
        );
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'the journey logged console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
