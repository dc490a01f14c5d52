import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app';
import { aPageConfig } from '../features/rewards/testing/dashboard-fixtures';
import { createQueryClient } from '../query-client';
import { pageConfigKeys } from '../query-keys';
import { createAppRouter, prepareHydration } from '../router';
import { renderPage } from './render-page';

// hydrateRoot is driven through act(), as testing-library's render is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the prerendered pages (decision 0190)', () => {
  it('/login holds the form: its heading, the promo code and terms labels and the Log in button', async () => {
    const html = await renderPage('/login');
    expect(html).toContain('<h1 id="login-title">Log in</h1>');
    expect(html).toMatch(/<label class="field__label"[^>]*>Promo code<\/label>/);
    expect(html).toContain('I agree to the Terms and Conditions of the promo.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*><span class="button__label">Log in<\/span><\/button>/);
    // Nothing the CSP refuses (script-src 'self'): no inline script.
    expect(html).not.toContain('<script');
  });

  it('/register draws its countdown as not known yet, in its place: the build cannot know the time left', async () => {
    const html = await renderPage('/register');
    expect(html).toMatch(/<time class="countdown__value" role="timer">--:--:--<\/time>/);
  });

  // As main.tsx does: the browser's router, its guard run with the page config, hydrates what the build drew.
  it.each(['/login', '/register', '/check', '/no-such-page'])(
    '%s hydrates in the browser without a mismatch',
    async (path) => {
      const root = document.createElement('div');
      root.innerHTML = await renderPage(path === '/no-such-page' ? '/404' : path);
      document.body.append(root);
      window.history.replaceState(null, '', path);
      const queryClient = createQueryClient();
      queryClient.setQueryData(pageConfigKeys.all, aPageConfig({ isAuthenticated: false, code: null }));
      const router = createAppRouter(queryClient);
      await router.load();
      prepareHydration(router);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, <App queryClient={queryClient} router={router} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      // The render after hydration has the config: the page is the live one.
      expect(root.querySelector('h1')).not.toBeNull();
    },
  );
});
