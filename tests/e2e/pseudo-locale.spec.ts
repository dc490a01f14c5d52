import { expect, type Page, test } from '@playwright/test';
import { FILIPINO_OFFERED } from '../../src/domain/i18n/locales';
import { signIn } from './support/sign-in';

// Decision 0208: the pseudo-locale makes every text of the catalogues about 40% longer and accented. Every
// cardholder screen of the gallery's journeys, drawn in it on a phone (390×844), must show each text whole: none
// cut off by its box, none over another, nothing wider than the screen. The pseudo-locale is a tester's choice kept
// on the device ('promo-locale' = 'pseudo', applied by src/client/locale-texts.ts before the first drawing); signing
// in happens in English first, as the helpers read English. It ran green with the switching loaded by main.tsx; the
// app loads it once Filipino is offered (decision 0210).

test.skip(!FILIPINO_OFFERED, 'the app loads the switching of texts once Filipino is offered (decision 0210)');
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

/** Chooses the pseudo-locale on this device and draws `path` in it. */
async function drawInPseudo(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('promo-locale', 'pseudo'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** What a reader would see wrong: texts cut by their box, texts drawn over each other, the page wider than the phone. */
async function layoutFaults(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth) {
      faults.push(`page ${document.documentElement.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    }
    // Text for screen readers only (react-aria's VisuallyHidden: clipped to nothing) is not drawn.
    const visuallyHidden = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        if (getComputedStyle(at).clipPath !== 'none') return true;
      }
      return false;
    };
    // Elements that hold text themselves (not only in children), drawn.
    const texts = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        element.checkVisibility() &&
        !visuallyHidden(element) &&
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    for (const element of texts) {
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) faults.push(`cut off: ${name(element)}`);
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) faults.push(`past the screen's edge: ${name(element)}`);
    }
    // Two texts drawn over each other: the line boxes of their text itself (a wrapped label and the value after it
    // share a paragraph's lines, not its glyphs).
    const runs = texts.flatMap((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return Array.from(range.getClientRects()).map((box) => ({ element, box }));
        }),
    );
    for (const [at, first] of runs.entries()) {
      for (const second of runs.slice(at + 1)) {
        if (first.element === second.element) continue;
        const overlapX = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
        const overlapY = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
        if (overlapX > 2 && overlapY > 2)
          faults.push(`over each other: ${name(first.element)} / ${name(second.element)}`);
      }
    }
    return faults;
  });
}

/** The screen is in the pseudo-locale: its heading is accented, so the catalogue's texts are the ones drawn. */
async function expectPseudo(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/[áéíöüýçñšÁÉÍÖÜÝÇÑŠ]/);
}

test('signed out: /login, /register and /check show every text whole', async ({ page }) => {
  await page.goto('/login');
  for (const path of ['/login', '/register', '/check']) {
    await drawInPseudo(page, path);
    await expectPseudo(page);
    expect(await layoutFaults(page), path).toEqual([]);
  }
});

test('signed in: home, the claim, the bonus rounds and My eGCs show every text whole', async ({ page, request }) => {
  await signIn(page, request, 'SPEND200', '/');
  for (const path of ['/', '/claim?amount=5000&totalSpend=203115.4', '/bonusclaim', '/egcs']) {
    await drawInPseudo(page, path);
    await expectPseudo(page);
    expect(await layoutFaults(page), path).toEqual([]);
  }
});

test('My eGCs with eGCs in it shows every text whole', async ({ page, request }) => {
  await signIn(page, request, 'WALLET01', '/egcs');
  await drawInPseudo(page, '/egcs');
  await expectPseudo(page);
  expect(await layoutFaults(page), '/egcs').toEqual([]);
});
