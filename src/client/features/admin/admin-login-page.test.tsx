import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { stubFetch } from '../../testing/stub-fetch';
import { AdminLoginPage } from './admin-login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function logIn(emailAddress: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: emailAddress } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

const renderPage = (onSignedIn = vi.fn(async () => {}), enrolment: string | null = null) =>
  renderWithRouter(() => <AdminLoginPage campaignId={1} enrolment={enrolment} onSignedIn={onSignedIn} />);

describe('AdminLoginPage (spec §2 /admin)', () => {
  it("spec §7: POST /api/account/login { emailAddress, password, id }; spec §6 'response id 5 marks admin'", async () => {
    const fetch = stubFetch({ statusId: 5 });
    const onSignedIn = vi.fn(async () => {});
    await renderPage(onSignedIn);
    await logIn('admin@demo.local', 'secret pass');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/account/login');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      emailAddress: 'admin@demo.local',
      password: 'secret pass',
      id: 1,
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("spec §5 'Admin login: email required and valid format; password required' — messages under the fields", async () => {
    const fetch = stubFetch();
    await renderPage();
    await logIn('', '');
    expect(screen.getByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await logIn('admin@', '');
    expect(screen.getByText('Email address is not valid')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("spec §8 'An admin login failure shows an error built from the response id' (the server's words, if any)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ status: { id: 2, message: 'Invalid email address or password. Please double check.' } }),
      ),
    );
    await renderPage();
    await logIn('admin@demo.local', 'wrong');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address or passwordPlease double check.');
  });

  it("spec §8: without the server's words, the catalogue's text for the id", async () => {
    stubFetch({ statusId: 2 });
    const onSignedIn = vi.fn(async () => {});
    await renderPage(onSignedIn);
    await logIn('admin@demo.local', 'wrong');
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a locked account (HTTP 429 with Retry-After) says when to try again', async () => {
    stubFetch({ httpStatus: 429, headers: { 'Retry-After': '600' } });
    await renderPage();
    await logIn('admin@demo.local', 'wrong');
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 10 minutes.');
  });

  it("spec §8 'Login maintenance' on HTTP 503", async () => {
    stubFetch({ httpStatus: 503 });
    await renderPage();
    await logIn('admin@demo.local', 'secret');
    expect(screen.getByRole('alert').textContent).toContain('Due to a system maintenance');
  });

  it('decision 0122: 4710 asks for the authenticator code, which is sent as `totp` with the same credentials', async () => {
    const answers = [
      { status: { id: 4710, message: 'Enter the 6-digit code from your authenticator app.' }, data: null },
      { status: { id: 5 }, data: null },
    ];
    const fetch = vi.fn(async () => Response.json(answers.shift()));
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn(async () => {});
    await renderPage(onSignedIn);
    await logIn('admin@demo.local', 'secret pass');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Authenticator code' }), { target: { value: ' 123456 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    const second = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(second[1].body))).toEqual({
      emailAddress: 'admin@demo.local',
      password: 'secret pass',
      id: 1,
      totp: '123456',
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('decision 0122: 4711 shows the key to enrol; the enrolling sign-in shows the ten recovery codes before going on', async () => {
    // Decision 0184: opened from an owner's one-time link, whose token goes with every sign-in of the enrolment.
    const enrolment = 'AbCdEfGhIjKlMnOpQrStUv';
    const codes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
    const answers = [
      {
        status: { id: 4711, message: 'Set up your second factor.' },
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        },
      },
      { status: { id: 5 }, data: { recoveryCodes: codes } },
    ];
    const fetch = vi.fn(async () => Response.json(answers.shift()));
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn(async () => {});
    await renderPage(onSignedIn, enrolment);
    expect(screen.getByText(/You opened an enrolment link/)).toBeTruthy();
    await logIn('admin@demo.local', 'secret pass');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      enrolment,
    });
    expect(screen.getByRole('heading', { name: 'Set up your second factor' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByRole('textbox', { name: 'Authenticator code' }), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      enrolment,
      totp: '654321',
    });
    expect(screen.getByTestId('recovery-codes').querySelectorAll('li')).toHaveLength(10);
    expect(onSignedIn).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
