import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

const renderStepper = (
  quantity: number,
  state: { minusDisabled: boolean; plusDisabled: boolean },
  isDisabled = false,
) => {
  const onStep = vi.fn();
  render(
    <QuantityStepper
      name="Kusina Grill P500.00"
      quantity={quantity}
      state={state}
      onStep={onStep}
      isDisabled={isDisabled}
    />,
  );
  return onStep;
};
const minus = () => screen.getByRole('button', { name: 'Remove one Kusina Grill P500.00' });
const plus = () => screen.getByRole('button', { name: 'Add one Kusina Grill P500.00' });

describe('QuantityStepper', () => {
  it('is a labelled group showing the quantity', () => {
    renderStepper(2, { minusDisabled: false, plusDisabled: false });
    expect(screen.getByRole('group', { name: 'Quantity of Kusina Grill P500.00' }).textContent).toContain('2');
  });

  it('asks for one more or one less', () => {
    const onStep = renderStepper(2, { minusDisabled: false, plusDisabled: false });
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it.each([
    [{ minusDisabled: true, plusDisabled: false }, true, false],
    [{ minusDisabled: false, plusDisabled: true }, false, true],
  ])('spec §5: the buttons follow the stepper state %o', (state, minusOff, plusOff) => {
    const onStep = renderStepper(0, state);
    expect(minus().hasAttribute('disabled')).toBe(minusOff);
    expect(plus().hasAttribute('disabled')).toBe(plusOff);
    fireEvent.click(minusOff ? minus() : plus());
    expect(onStep).not.toHaveBeenCalled();
  });

  it('turns both off while a redemption is sent', () => {
    renderStepper(1, { minusDisabled: false, plusDisabled: false }, true);
    expect(minus().hasAttribute('disabled')).toBe(true);
    expect(plus().hasAttribute('disabled')).toBe(true);
  });
});
