import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { fillTemplate } from '../../../../domain/messages';
import type { StepperState } from '../../../../domain/picker';
import { PICKER_TEXT } from './reward-picker-texts';
import './reward-picker.css';

export interface QuantityStepperProps {
  /** Names the buttons: 'Add one {name}', 'Remove one {name}' (unique per row: see `rewardLabel`). */
  readonly name: string;
  readonly quantity: number;
  /** From `stepperState` (src/domain/picker.ts): the spec §5 rules for minus and plus. */
  readonly state: StepperState;
  /**
   * One more or one less. A step, not the new quantity: two quick presses make two steps even before the
   * screen re-renders; the screen clamps the result with `applyQuantityChange`.
   */
  readonly onStep: (step: 1 | -1) => void;
  /** Everything off while a redemption is being sent. */
  readonly isDisabled?: boolean;
}

/**
 * spec §5 'Quantity stepper': minus disabled at zero; plus disabled when the balance is below the merchant
 * value. Two buttons around the count, which is announced politely as it changes.
 */
export function QuantityStepper({ name, quantity, state, onStep, isDisabled = false }: QuantityStepperProps) {
  return (
    <Group className="stepper" aria-label={fillTemplate(PICKER_TEXT.quantityOf, { name })}>
      <Button
        className="stepper__button"
        aria-label={fillTemplate(PICKER_TEXT.removeOne, { name })}
        isDisabled={isDisabled || state.minusDisabled}
        onPress={() => onStep(-1)}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output className="stepper__value" aria-live="polite">
        {quantity}
      </output>
      <Button
        className="stepper__button"
        aria-label={fillTemplate(PICKER_TEXT.addOne, { name })}
        isDisabled={isDisabled || state.plusDisabled}
        onPress={() => onStep(1)}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </Group>
  );
}
