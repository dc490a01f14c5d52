import type { ClipboardEvent, Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import '../../ui/field.css';

export interface AdminTextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly description?: string;
  /** Decision 0218: shown in place of the description, in the warning colour (another cardholder has this value). */
  readonly warning?: string | undefined;
  /** spec §5 message, shown under the field and announced with it; none when valid. */
  readonly errorMessage?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly isRequired?: boolean;
  /** For fields that rework pasted text (the customer number limit, spec §5). */
  readonly onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/**
 * ui/text-field with what the admin forms also need: a password or email input type and a paste handler.
 * Same classes and the same react-aria wiring (label, description and error tied to the input).
 */
export function AdminTextField(props: AdminTextFieldProps) {
  const { errorMessage, inputRef, description, warning, label, maxLength, autoComplete, ...field } = props;
  const hint = warning ?? description;
  return (
    <AriaTextField {...field} className="field" isInvalid={errorMessage !== undefined} validationBehavior="aria">
      <Label className="field__label">{label}</Label>
      <Input
        ref={inputRef}
        className="field__input"
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={false}
      />
      {hint === undefined ? null : (
        <Text slot="description" className={warning ? 'field__description admin-field__warning' : 'field__description'}>
          {hint}
        </Text>
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
