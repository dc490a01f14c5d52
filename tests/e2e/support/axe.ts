import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now: no violations, their ids named when there are. react-aria's live announcer
 * is left out: for a few seconds after a busy button it holds an announcement labelled by that button, which
 * axe flags once the button is gone (the next page); it is transient and read by nobody then.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(results.violations, `${label}: ${summary.join('; ')}`).toEqual([]);
}
