import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useFieldFocus } from './use-field-focus';
import { useSingleFlight } from './use-single-flight';

// One way every form behaves (spec §5 messages under each field): the schema's first message per field is
// shown under it, focus moves to the first field in error on submit, and the submit runs once at a time
// (use-single-flight.ts: a double click or Enter pressed twice never sends twice).

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What the hook needs of a (zod) schema: `safeParse`. */
export interface FormSchema<Values, Output> {
  safeParse(values: Values): { success: true; data: Output } | { success: false; error: { issues: Issue[] } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export interface UseFormOptions<Values extends object, Output> {
  readonly schema: FormSchema<NoInfer<Values>, Output>;
  /** Also the order fields take focus in when several are in error. */
  readonly initialValues: Values;
  readonly onSubmit: (data: Output) => Promise<void> | void;
  /** Runs inside the guard before validating, e.g. to wait for the bot check's solution. */
  readonly prepare?: (values: Values) => Promise<Values>;
}

/** The first message per top-level field, as the schema reports them. */
export function fieldErrorsOf<Values>(issues: readonly Issue[]): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Values>;
}

/** Parses `values` and shows the result: the messages of a failed parse, none for a passing one. */
function validated<Values, Output>(
  schema: FormSchema<Values, Output>,
  values: Values,
  show: (errors: FieldErrors<Values>) => void,
) {
  const result = schema.safeParse(values);
  const errors: FieldErrors<Values> = result.success ? {} : fieldErrorsOf<Values>(result.error.issues);
  show(errors);
  return { result, nextErrors: errors };
}

export function useForm<Values extends object, Output>(options: UseFormOptions<Values, Output>) {
  const { schema, initialValues, onSubmit, prepare } = options;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const valuesRef = useRef(values);
  const attempted = useRef(false);
  const submission = useSingleFlight();
  const focus = useFieldFocus<keyof Values & string>();

  const validate = useCallback((next: Values) => validated(schema, next, setErrors), [schema]);

  const setValue = useCallback(
    /** `revalidate: false` for a value no person typed (a bot check renewing itself): it shows no message. */
    <K extends keyof Values>(name: K, value: Values[K], { revalidate = true }: { revalidate?: boolean } = {}) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      // Messages appear on submit; after that they follow the input, so a fixed field loses its message.
      if (attempted.current && revalidate) validate(valuesRef.current);
    },
    [validate],
  );

  const submit = async () => {
    attempted.current = true;
    if (prepare) {
      valuesRef.current = await prepare(valuesRef.current);
      setValues(valuesRef.current);
    }
    const { result, nextErrors } = validate(valuesRef.current);
    if (!result.success) {
      const order = Object.keys(initialValues) as (keyof Values & string)[];
      return focus.focusFirst(order, (name) => nextErrors[name] !== undefined);
    }
    await onSubmit(result.data);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    return submission.run(submit);
  };

  const bind = fieldBinders({ values, errors, setValue, fieldRef: focus.fieldRef });
  return { values, errors, setErrors, setValue, handleSubmit, isSubmitting: submission.isPending, ...focus, ...bind };
}

/** The names of the fields whose value is a `T`. */
type FieldsOf<Values, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values] & string;

interface BoundForm<Values> {
  readonly values: Values;
  readonly errors: FieldErrors<Values>;
  readonly setValue: <K extends keyof Values>(name: K, value: Values[K]) => void;
  readonly fieldRef: (name: keyof Values & string) => (element: HTMLElement | null) => void;
}

/** Props binding a field to ui/text-field or ui/checkbox: `<TextField label=… {...form.textField('code')} />`. */
function fieldBinders<Values>({ values, errors, setValue, fieldRef }: BoundForm<Values>) {
  const common = <K extends keyof Values & string>(name: K) => ({
    name,
    errorMessage: errors[name],
    inputRef: fieldRef(name),
  });
  return {
    textField: <K extends FieldsOf<Values, string>>(name: K) => ({
      ...common(name),
      value: values[name] as string,
      onChange: (value: string) => setValue(name, value as Values[K]),
    }),
    checkbox: <K extends FieldsOf<Values, boolean>>(name: K) => ({
      ...common(name),
      isSelected: values[name] as boolean,
      onChange: (isSelected: boolean) => setValue(name, isSelected as Values[K]),
    }),
  };
}
