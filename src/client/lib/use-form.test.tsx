import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, LoginFormSchema, requiredMessage } from '../../domain/validation';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { TextField } from '../ui/text-field';
import { fieldErrorsOf, useForm } from './use-form';

afterEach(cleanup);

type Submit = (data: { promoCode: string; acceptTerms: true }) => Promise<void> | void;
type Values = { promoCode: string; acceptTerms: boolean };

function LoginLikeForm({ onSubmit, prepare }: { onSubmit: Submit; prepare?: (values: Values) => Promise<Values> }) {
  const initialValues: Values = { promoCode: '', acceptTerms: false };
  const form = useForm({ schema: LoginFormSchema, initialValues, onSubmit, prepare });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label={FIELD_LABELS.promoCode} {...form.textField('promoCode')} />
      <Checkbox {...form.checkbox('acceptTerms')}>Terms</Checkbox>
      <Button type="submit" isPending={form.isSubmitting}>
        Log in
      </Button>
    </form>
  );
}

const promoCodeInput = () => screen.getByRole('textbox', { name: FIELD_LABELS.promoCode });
const termsBox = () => screen.getByRole('checkbox', { name: 'Terms' });
const submitButton = () => screen.getByRole('button', { name: 'Log in' });
const submit = async () => {
  await act(async () => {
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
  });
};

describe('useForm', () => {
  it("spec §5: an empty promo code shows '{field} is required' under the field and takes focus", async () => {
    const onSubmit = vi.fn();
    render(<LoginLikeForm onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(promoCodeInput()).toHaveProperty('ownerDocument.activeElement', promoCodeInput());
    expect(promoCodeInput().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(requiredMessage(FIELD_LABELS.promoCode));
    expect(promoCodeInput().getAttribute('aria-describedby')).toContain(message.id);
  });

  it('spec §5: focus goes to the first field in error, in form order (the unticked terms box)', async () => {
    render(<LoginLikeForm onSubmit={vi.fn()} />);
    fireEvent.change(promoCodeInput(), { target: { value: 'NOSPEND1' } });
    await submit();
    expect(document.activeElement).toBe(termsBox());
    expect(screen.getByText(requiredMessage(FIELD_LABELS.terms))).toBeTruthy();
    expect(screen.queryByText(requiredMessage(FIELD_LABELS.promoCode))).toBeNull();
  });

  it("spec §5: an 8-character code with a symbol shows '{field} is not valid'", async () => {
    render(<LoginLikeForm onSubmit={vi.fn()} />);
    fireEvent.change(promoCodeInput(), { target: { value: 'NOSPEND!' } });
    await submit();
    expect(screen.getByText('Promo code is not valid')).toBeTruthy();
  });

  it('after a failed submit, a message follows the input: fixing the field removes it', async () => {
    render(<LoginLikeForm onSubmit={vi.fn()} />);
    await submit();
    expect(screen.getByText(requiredMessage(FIELD_LABELS.promoCode))).toBeTruthy();
    fireEvent.change(promoCodeInput(), { target: { value: 'NOSPEND1' } });
    expect(screen.queryByText(requiredMessage(FIELD_LABELS.promoCode))).toBeNull();
  });

  it('no message shows while typing before the first submit', () => {
    render(<LoginLikeForm onSubmit={vi.fn()} />);
    fireEvent.change(promoCodeInput(), { target: { value: 'abc' } });
    expect(screen.queryByText('Promo code is not valid')).toBeNull();
  });

  it('sends the parsed values (the code trimmed) once the form is valid', async () => {
    const onSubmit = vi.fn();
    render(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.change(promoCodeInput(), { target: { value: ' NOSPEND1 ' } });
    fireEvent.click(termsBox());
    await submit();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ promoCode: 'NOSPEND1', acceptTerms: true });
  });

  it('a double submit sends once, and the button is busy while the call is in flight', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.change(promoCodeInput(), { target: { value: 'NOSPEND1' } });
    fireEvent.click(termsBox());
    const form = submitButton().closest('form') as HTMLFormElement;
    await act(async () => {
      // Two submits in the same tick: React has not re-rendered the button as pending in between.
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(submitButton());
      fireEvent.submit(form);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('the submit guard is released when the call throws (a bug), and the error reaches the caller', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('bug')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() =>
      useForm({ schema: LoginFormSchema, initialValues: { promoCode: 'NOSPEND1', acceptTerms: true }, onSubmit }),
    );
    await act(async () => {
      await expect(result.current.handleSubmit()).rejects.toThrow('bug');
    });
    expect(result.current.isSubmitting).toBe(false);
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('prepare runs inside the guard before validating (spec §5: verifying waits for the bot check)', async () => {
    const onSubmit = vi.fn();
    const prepare = vi.fn(async (values: Values) => ({ ...values, acceptTerms: true }));
    render(<LoginLikeForm onSubmit={onSubmit} prepare={prepare} />);
    fireEvent.change(promoCodeInput(), { target: { value: 'NOSPEND1' } });
    await submit();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ promoCode: 'NOSPEND1', acceptTerms: true });
    expect((termsBox() as HTMLInputElement).checked).toBe(true);
  });

  it('decision 0177: a value set with revalidate off (a bot check renewing itself) shows no message; on, it does', async () => {
    const { result } = renderHook(() =>
      useForm({
        schema: LoginFormSchema,
        initialValues: { promoCode: 'NOSPEND1', acceptTerms: true },
        onSubmit: vi.fn(),
      }),
    );
    await act(async () => {
      await result.current.handleSubmit();
    });
    act(() => result.current.setValue('promoCode', '', { revalidate: false }));
    expect(result.current.errors.promoCode).toBeUndefined();
    act(() => result.current.setValue('promoCode', ''));
    expect(result.current.errors.promoCode).toBe(requiredMessage(FIELD_LABELS.promoCode));
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message per top-level field', () => {
    const errors = fieldErrorsOf<{ a: string; b: string }>([
      { path: ['a'], message: 'first a' },
      { path: ['a'], message: 'second a' },
      { path: ['b', 0], message: 'first b' },
    ]);
    expect(errors).toEqual({ a: 'first a', b: 'first b' });
  });
});
