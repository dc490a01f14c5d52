import type { Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { useTextTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import './field.css';

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown under the input; also its accessible description. */
  readonly description?: string;
  /** spec §5 message, shown under the field and announced with it; none when valid. */
  readonly errorMessage?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric';
  readonly maxLength?: number;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  /** Focus the input when the field first shows: the one thing the page asks for (the one-time code). */
  readonly autoFocus?: boolean;
}

/** A labelled input with its description and its error message under it (react-aria: ids and ARIA wired). */
export function TextField(props: TextFieldProps) {
  const { errorMessage, inputRef, description, label, ...field } = props;
  const ref = useTextTypedBeforeHydration(inputRef, props.value, props.onChange);
  return (
    <AriaTextField
      {...field}
      className="field"
      isInvalid={errorMessage !== undefined}
      // 'aria': the form shows the spec's messages, never the browser's own bubbles.
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <Input
        ref={ref}
        className="field__input"
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        spellCheck={false}
      />
      {description === undefined ? null : (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
