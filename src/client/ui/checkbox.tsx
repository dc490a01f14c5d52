import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import { useTickBeforeHydration } from '../lib/use-typed-before-hydration';
import './field.css';

export interface CheckboxProps {
  readonly name: string;
  readonly children: ReactNode;
  readonly isSelected: boolean;
  readonly onChange: (isSelected: boolean) => void;
  /** spec §5 message ('… is required'), shown under the box; none when valid. */
  readonly errorMessage?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and, when unticked on submit, its error message under it. */
export function Checkbox({ name, children, isSelected, onChange, errorMessage, inputRef }: CheckboxProps) {
  const errorId = useId();
  const ref = useTickBeforeHydration(inputRef, isSelected, onChange);
  const isInvalid = errorMessage !== undefined;
  return (
    <div className="checkbox-field">
      <AriaCheckbox
        name={name}
        className="checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={isInvalid}
        validationBehavior="aria"
        inputRef={ref}
        aria-describedby={isInvalid ? errorId : undefined}
      >
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" focusable="false" aria-hidden="true">
            <polyline points="3.5 9.5 7.5 13 14.5 5" />
          </svg>
        </span>
        <span className="checkbox__label">{children}</span>
      </AriaCheckbox>
      {isInvalid ? (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
