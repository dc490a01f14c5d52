import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/?x=1', '/?x=1'],
    ['/claim?amount=1500&totalSpend=2', '/claim?amount=1500&totalSpend=2'],
    ['/#top', '/#top'],
  ])('spec §2: returns to the full path wanted (%s)', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['javascript:alert(1)'],
    ['claim'],
  ])('refuses a target off this site (%s): home instead', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it.each([['/login'], ['/login?redirect=%2F'], ['/verification?token=t']])(
    'never back into the sign-in pages (%s)',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it('a path that only starts like a sign-in page is followed', () => {
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });
});
