import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now: no violations, their ids named when there are. react-aria's live announcer is
 * included: what it announced about a button that is gone goes with the button (src/client/ui/button.tsx).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(results.violations, `${label}: ${summary.join('; ')}`).toEqual([]);
}
