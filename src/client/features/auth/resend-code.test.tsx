import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledBody, stubFetch } from '../../testing/stub-fetch';
import { RESEND_COOLDOWN_SECONDS, ResendCode, type ResendCodeProps, resendAllowedAt } from './resend-code';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resendButton = () => screen.getByRole('button', { name: /Resend code/ });
const waitOut = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
const press = async () => {
  await act(async () => {
    fireEvent.click(resendButton());
  });
};

type Callbacks = Pick<ResendCodeProps, 'onSent' | 'onFeedback' | 'onStartOver'>;

/** The verification page's part: it keeps when Resend may be pressed. */
function Harness(props: Callbacks & { readonly promoCode: string | null }) {
  const [allowedAt, setAllowedAt] = useState(() => resendAllowedAt(RESEND_COOLDOWN_SECONDS));
  return <ResendCode campaignId={3} allowedAt={allowedAt} onWait={setAllowedAt} botCheck={botCheck} {...props} />;
}

// The page's bot check (decision 0177): a stand-in whose solutions are counted; the widget runs in the browser test.
const botCheck = { current: { solve: vi.fn(async () => 'c29sdmVk'), renew: vi.fn() } };

function renderResend(promoCode: string | null = 'NOSPEND1') {
  const props = { onSent: vi.fn(), onFeedback: vi.fn(), onStartOver: vi.fn() };
  render(<Harness promoCode={promoCode} {...props} />);
  return props;
}

describe('ResendCode', () => {
  it('decision 0010: shows a 30-second cooldown, then resends the code', async () => {
    const fetch = stubFetch({ statusId: 0, data: { token: 'new-token', contact: 'c' } });
    const { onSent } = renderResend();
    expect(resendButton().textContent).toBe(`Resend code in ${RESEND_COOLDOWN_SECONDS} seconds`);
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    waitOut(29);
    expect(resendButton().textContent).toBe('Resend code in 1 second');
    waitOut(1);
    expect(resendButton().textContent).toBe('Resend code');
    await press();
    expect(calledBody(fetch, 0)).toEqual({ promoid: 'NOSPEND1', id: 3, 'g-recaptcha-response': 'c29sdmVk' });
    // The solution is spent: the check solves a new one for Verify.
    expect(botCheck.current.renew).toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledWith({ kind: 'otpSent', token: 'new-token', contact: 'c' });
    // A new cooldown starts with the new code.
    expect(resendButton().textContent).toBe(`Resend code in ${RESEND_COOLDOWN_SECONDS} seconds`);
  });

  it("a 429's Retry-After becomes the cooldown, with no error shown", async () => {
    stubFetch({ httpStatus: 429, headers: { 'Retry-After': '12' } });
    const { onFeedback } = renderResend();
    waitOut(RESEND_COOLDOWN_SECONDS);
    await press();
    expect(resendButton().textContent).toBe('Resend code in 12 seconds');
    expect(onFeedback).not.toHaveBeenCalled();
  });

  it("decision 0167: the hour's send limit (Retry-After 3493) counts down in minutes", async () => {
    stubFetch({ httpStatus: 429, headers: { 'Retry-After': '3493' } });
    renderResend();
    waitOut(RESEND_COOLDOWN_SECONDS);
    await press();
    expect(resendButton().textContent).toBe('Resend code in 59 minutes');
    waitOut(3493 - 60);
    expect(resendButton().textContent).toBe('Resend code in 1 minute');
    waitOut(1);
    expect(resendButton().textContent).toBe('Resend code in 59 seconds');
  });

  it("send OTP 1 shows 'Invalid Promo Code'", async () => {
    stubFetch({ statusId: 1 });
    const { onFeedback } = renderResend();
    waitOut(RESEND_COOLDOWN_SECONDS);
    await press();
    expect(onFeedback).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invalid Promo Code' }));
  });

  it('without the promo code (a page opened afresh) Resend starts over at /login', async () => {
    const fetch = stubFetch();
    const { onStartOver } = renderResend(null);
    waitOut(RESEND_COOLDOWN_SECONDS);
    await press();
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
