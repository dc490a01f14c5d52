import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type Ref, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '../../../domain/messages';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import type { BotCheckHandle } from './bot-check';
import { LoginPage } from './login-page';

// Decision 0177: Log in sends a code, which takes the bot check's solution. The ALTCHA widget itself runs in the
// browser test (tests/e2e/sign-in-paused.spec.ts); here a stand-in that solves at once and counts its renewals.
const widget = vi.hoisted(() => ({ solve: vi.fn(async () => 'c29sdmVk'), renew: vi.fn() }));
vi.mock('./bot-check', () => ({
  BotCheck: ({ handleRef }: { handleRef: Ref<BotCheckHandle> }) => {
    useImperativeHandle(handleRef, () => widget);
    return <p>bot check</p>;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const END_MESSAGE = 'Sorry, the redemption period for this promo has ended.';
const openRedemption = () => ({
  endDateTime: new Date(Date.now() + 86_400_000).toISOString(),
  endMessage: END_MESSAGE,
});

async function submitLogin(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

describe('LoginPage', () => {
  it('spec §4: a registered code gets an OTP and goes to /verification with token, contact and redirect', async () => {
    const fetch = stubFetch({ statusId: 4679 }, { statusId: 0, data: { token: 'tok', contact: 'n***@demo.local' } });
    await renderWithRouter(() => (
      <LoginPage campaignId={1} redemption={openRedemption()} serverOffsetMs={0} redirect="/?x=1" />
    ));
    await submitLogin('NOSPEND1');
    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('verification /verification?token=tok&contact=');
    expect(landing.textContent).toContain('redirect=%2F%3Fx%3D1');
    // history-state.ts: the code rides along for Resend, outside the URL.
    expect(landing.textContent).toMatch(/ NOSPEND1$/);
    // Decision 0177: the send carried the bot check's solution, in the body and as the header.
    const send = fetch.mock.calls[1]?.[1];
    expect(JSON.parse(String(send?.body))).toMatchObject({ 'g-recaptcha-response': 'c29sdmVk' });
    expect(new Headers(send?.headers).get('g-recaptcha-response')).toBe('c29sdmVk');
  });

  it('spec §8 short texts: a pending code stays on the page with the pending feedback', async () => {
    stubFetch({ statusId: 4677 });
    await renderWithRouter(() => (
      <LoginPage campaignId={1} redemption={openRedemption()} serverOffsetMs={0} redirect={undefined} />
    ));
    await submitLogin('PENDING1');
    expect(await screen.findByRole('heading', { name: UI_TEXT.registerFeedback.pendingTitle })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    // Staying on /login: the next Log in gets a fresh solution.
    expect(widget.renew).toHaveBeenCalled();
  });

  it('spec §2: after the redemption period, the end message replaces the form', async () => {
    const ended = { endDateTime: new Date(Date.now() - 1000).toISOString(), endMessage: END_MESSAGE };
    await renderWithRouter(() => (
      <LoginPage campaignId={1} redemption={ended} serverOffsetMs={0} redirect={undefined} />
    ));
    expect(screen.getByText(END_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });
});
