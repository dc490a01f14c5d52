import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { callsTo, routeFetch } from '../../testing/stub-fetch';
import { ApprovalsScreen } from './approvals-screen';
import { CONTACT_CHANGE, OWN_HELD_RESEND } from './testing/pending-approvals';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHANGE = CONTACT_CHANGE;
const RESEND = OWN_HELD_RESEND;
const LIST = '/api/admin/approvals';

describe('ApprovalsScreen (decisions 0187, 0188)', () => {
  it("lists each request with what it asks, who asked and when; one's own cannot be decided here", async () => {
    routeFetch({ [LIST]: { statusId: 0, data: [CHANGE, RESEND] } });
    await renderWithRouter(() => <ApprovalsScreen timeZone="Asia/Manila" />);
    const table = within(await screen.findByRole('table', { name: 'Approvals' }));
    const [, change, resend] = table.getAllByRole('row');
    expect(change?.textContent).toContain('Nov 21, 2026 10:00 AM');
    expect(change?.textContent).toContain('SPEND042 (7012340003)');
    expect(change?.textContent).toContain('09170000001, old@demo.local');
    expect(change?.textContent).toContain('+639170000002, new@demo.local');
    // Decision 0218: the reason travels with the request.
    expect(change?.textContent).toContain('ReasonCardholder called the hotline with a new phone');
    expect(change?.textContent).toContain('support@demo.local');
    expect(resend?.textContent).toContain('Resend the eGCs of order 31');
    expect(resend?.textContent).toContain('Contact details changed Nov 21, 2026 9:00 AM.');
    expect(resend?.textContent).toContain('You asked for this: another admin decides.');
    expect(within(resend as HTMLElement).queryByRole('button')).toBeNull();
    expect(table.getByRole('button', { name: 'Approve Contact change for SPEND042' })).toBeTruthy();
  });

  it("approving sends the decision, shows the server's words and reads the list again", async () => {
    const fetch = routeFetch({
      [LIST]: [
        { statusId: 0, data: [CHANGE] },
        { statusId: 0, data: [] },
      ],
      [`${LIST}/7`]: { statusId: 0, message: 'Approved: the new contact details are in effect.' },
    });
    await renderWithRouter(() => <ApprovalsScreen timeZone="Asia/Manila" />);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Approve Contact change for SPEND042' }));
    });
    const decision = fetch.mock.calls.find((call) => String(call[0]) === `${LIST}/7`);
    expect(JSON.parse(String(decision?.[1]?.body))).toEqual({ decision: 'approve' });
    expect(await screen.findByText('Approved: the new contact details are in effect.')).toBeTruthy();
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeTruthy();
    expect(callsTo(fetch, LIST).length).toBe(2);
  });

  it('a refused decision (decided already, or stale) is shown as an error', async () => {
    routeFetch({
      [LIST]: { statusId: 0, data: [CHANGE] },
      [`${LIST}/7`]: { statusId: 4678, message: 'Nothing waits under this request any more.' },
    });
    await renderWithRouter(() => <ApprovalsScreen timeZone="Asia/Manila" />);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Reject Contact change for SPEND042' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing waits under this request any more.');
  });
});
