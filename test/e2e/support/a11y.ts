import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page (or of `include`, a selector), as readable lines.
 * Measured once every finite animation and CSS transition has ended: a dialog fading in or a button
 * changing from outline to solid (200 ms of blended colours) would otherwise be judged on a frame no
 * user settles on. Infinite animations (spinners) are not waited for.
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    );
}

/**
 * The same, with the pointer resting on the page's title first, not on the button just clicked: a hover
 * colour is transient, and axe would judge a contrast no user reads at rest.
 */
export async function seriousA11yViolationsAtRest(page: Page): Promise<string[]> {
  const title = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (title) await page.mouse.move(title.x + 2, title.y + 2);
  return seriousA11yViolations(page);
}
