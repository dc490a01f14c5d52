import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type Ref, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, stubFetch } from '../../testing/stub-fetch';
import type { BotCheckHandle } from './bot-check';
import { VerificationForm } from './verification-form';

// The ALTCHA widget itself runs in the browser test (tests/e2e/auth.spec.ts); here a stand-in whose solution
// arrives when the test says so.
const widget = vi.hoisted(() => ({
  solve: vi.fn<() => Promise<string | null>>(),
  renew: vi.fn(),
}));
vi.mock('./bot-check', () => ({
  BotCheck: ({ handleRef, errorMessage }: { handleRef: Ref<BotCheckHandle>; errorMessage?: string }) => {
    useImperativeHandle(handleRef, () => widget);
    return <p>{errorMessage ?? 'bot check'}</p>;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  widget.solve.mockReset();
  widget.renew.mockReset();
});

function renderForm() {
  const props = { onFeedback: vi.fn(), onSignedIn: vi.fn(async () => undefined) };
  render(<VerificationForm campaignId={3} otpToken="otp-token" botCheck={createRef()} {...props} />);
  return props;
}

const verify = async (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  });
};

describe('VerificationForm', () => {
  it('spec §5: "The bot check must be completed before verifying": the verify call waits for the solution', async () => {
    let solved: (payload: string) => void = () => undefined;
    widget.solve.mockReturnValue(new Promise((resolve) => (solved = resolve)));
    const fetch = stubFetch({ statusId: 0, data: { token: 'login-token' } }, { statusId: 0 });
    const { onSignedIn } = renderForm();
    await verify('1234');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => solved('payload'));
    expect(calledUrl(fetch, 1)).toBe('/api/bpi/spend/v3/login/3?token=login-token');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("an unsolved bot check shows 'Bot check is required' and sends nothing", async () => {
    widget.solve.mockResolvedValue(null);
    const fetch = stubFetch();
    renderForm();
    await verify('1234');
    expect(screen.getByText('Bot check is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("spec §5: a code that is not 4 digits: 'Verification code is not valid'", async () => {
    widget.solve.mockResolvedValue('payload');
    const fetch = stubFetch();
    renderForm();
    await verify('12a4');
    expect(screen.getByText('Verification code is not valid')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after a failed bot check: a new solution, and the retry logs in without verifying the used code', async () => {
    widget.solve.mockResolvedValue('payload');
    const fetch = stubFetch(
      { statusId: 0, data: { token: 'login-token' } },
      { statusId: -5, data: 'timeout-or-duplicate' },
      { statusId: 0 },
    );
    const { onFeedback, onSignedIn } = renderForm();
    await verify('1234');
    expect(onFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Captcha Expired' }));
    expect(widget.renew).toHaveBeenCalledTimes(1);
    await verify('1234');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(calledUrl(fetch, 2)).toBe('/api/bpi/spend/v3/login/3?token=login-token');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});
