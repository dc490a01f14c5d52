import { describe, expect, it } from 'vitest';
import { BonusSearchSchema, requireAmount } from './bonus-search';

describe('bonus routes search (spec §2: "Every redemption screen needs an amount passed in")', () => {
  it.each([
    [{ amount: 3000 }, 3000],
    [{ amount: 0.5 }, 0.5],
    [{ amount: 0 }, undefined],
    [{ amount: -5 }, undefined],
    [{ amount: 'abc' }, undefined],
    [{}, undefined],
  ])('%o reads as amount %s', (search, amount) => {
    expect(BonusSearchSchema.parse(search).amount).toBe(amount);
  });

  it('without an amount the user is sent to /', () => {
    let thrown: unknown;
    try {
      requireAmount({ search: {} });
    } catch (redirect) {
      thrown = redirect;
    }
    expect(thrown).toMatchObject({ options: { to: '/' } });
  });

  it('with an amount the route loads', () => {
    expect(() => requireAmount({ search: { amount: 3000 } })).not.toThrow();
  });
});
