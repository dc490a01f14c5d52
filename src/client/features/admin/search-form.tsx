import type { ClipboardEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { AdminSearchSchema, CUSTOMER_NUMBER_MAX_LENGTH, FIELD_LABELS } from '../../../domain/validation';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { CUSTOMER_NUMBER_LIMIT_ENABLED, limitTypedSearch, valueAfterPaste } from './search-input';

export interface SearchFormProps {
  readonly initialValue: string;
  readonly onSearch: (input: string) => Promise<void> | void;
}

/** spec §5 admin search: a promo code or customer number is required; 10 characters at most, typed or pasted. */
export function SearchForm({ initialValue, onSearch }: SearchFormProps) {
  const form = useForm({
    schema: AdminSearchSchema,
    initialValues: { query: initialValue },
    onSubmit: ({ query }) => onSearch(query),
  });
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const end = input.value.length;
    const selection = { start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
    form.setValue('query', valueAfterPaste(input.value, selection, event.clipboardData.getData('text')));
  };
  return (
    <Form className="admin-search" onSubmit={form.handleSubmit} validationBehavior="aria">
      <AdminTextField
        label={FIELD_LABELS.adminSearch}
        description={ADMIN_TEXT.search.description}
        autoComplete="off"
        isRequired
        maxLength={CUSTOMER_NUMBER_LIMIT_ENABLED ? CUSTOMER_NUMBER_MAX_LENGTH : undefined}
        {...form.textField('query')}
        onChange={(value) => form.setValue('query', limitTypedSearch(value))}
        onPaste={onPaste}
      />
      <Button type="submit" isPending={form.isSubmitting}>
        {ADMIN_TEXT.search.submit}
      </Button>
    </Form>
  );
}
