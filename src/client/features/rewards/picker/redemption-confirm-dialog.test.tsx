import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFor } from '../../../../domain/messages';
import { RedemptionConfirmDialog, type RedemptionConfirmDialogProps } from './redemption-confirm-dialog';

afterEach(cleanup);

const AGREEMENT = 'I agree that by proceeding, this redemption will be processed and cannot be changed or reversed.';

function renderDialog(overrides: Partial<RedemptionConfirmDialogProps> = {}) {
  const props = {
    isOpen: true,
    isLoading: false,
    result: null,
    onConfirm: vi.fn(async () => undefined),
    onBack: vi.fn(),
    onDone: vi.fn(),
    ...overrides,
  };
  render(<RedemptionConfirmDialog {...props} />);
  return props;
}

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
  });

describe('RedemptionConfirmDialog', () => {
  it("spec §2: asks 'Are you sure you want to proceed?' with the terms checkbox, Back and Proceed", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to proceed?' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();
  });

  it("says what is sent where: the default text, or the screen's own", () => {
    renderDialog();
    expect(screen.getByText('Your eGCs will be sent to your registered mobile and/or email address.')).toBeTruthy();
    cleanup();
    renderDialog({ description: 'The Bonus eGC will be sent to your mobile and/or email address.' });
    expect(screen.getByText('The Bonus eGC will be sent to your mobile and/or email address.')).toBeTruthy();
  });

  it("spec §5: the checkbox is required ('Agreeing to the terms and condition'); unticked, nothing is sent", async () => {
    const { onConfirm } = renderDialog();
    await press('Proceed');
    expect(screen.getByText('Agreeing to the terms and condition is required')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: AGREEMENT }));
    await press('Proceed');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('spec §2: "It cannot be dismissed while loading"', () => {
    const { onBack } = renderDialog({ isLoading: true });
    pressEscape();
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
  });

  it('spec §5: dismissible otherwise: Escape is Back', () => {
    const { onBack } = renderDialog();
    pressEscape();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('spec §4: any other status shows the error in the dialog, the form still there', () => {
    renderDialog({ result: { kind: 'error', message: messageFor('redeem', 7) } });
    expect(screen.getByRole('alert').textContent).toContain('Maximum Redemption Reached');
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).toBeTruthy();
  });

  it('spec §4: success shows the success alert, the dialog titled by it; closing it (OK or Escape) is onDone', async () => {
    const { onDone, onBack } = renderDialog({ result: { kind: 'success', message: messageFor('redeem', 0) } });
    expect(screen.getByRole('dialog', { name: 'Redemption Successful' })).toBeTruthy();
    expect(screen.queryByText('Are you sure you want to proceed?')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Please expect an SMS and/or email with your eGCs within a few minutes.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await press('OK');
    pressEscape();
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(onBack).not.toHaveBeenCalled();
  });
});
