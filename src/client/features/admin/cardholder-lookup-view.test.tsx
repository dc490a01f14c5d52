import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeLogEntry, UserInfo } from '../../../contract/admin';
import { renderWithRouter } from '../../testing/render-with-router';
import { callsTo, type FetchRoutes, routeFetch } from '../../testing/stub-fetch';
import { CardholderLookupView } from './cardholder-lookup-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INFO: UserInfo = {
  customerNo: '7012340002',
  emailAddress: 'newuser2@demo.local',
  mobileNO: '+639171230002',
  userID: 2,
};
const P = '/api/bpi/spend';
const PATHS = {
  inquiry: `${P}/v2/inquire/1`,
  info: `${P}/user/info/1`,
  changeLog: `${P}/user/changelog/1`,
  update: `${P}/user/update/1`,
  transactions: '/api/admin/cardholder/transactions',
  orders: '/api/admin/cardholder/orders',
  timeline: '/api/admin/timeline',
  summary: '/api/admin/cardholder/summary',
};

/** Decision 0234: the summary's answer for a cardholder with a claimed tier and one round open. */
const SUMMARY = {
  promoCode: 'NEWUSER2',
  status: 'registered',
  registeredAt: '2023-07-01T02:00:00.000Z',
  qualifiedSpend: 118420.75,
  tierReached: { threshold: 75000, reward: 1500 },
  tierClaimed: 1500,
  credits: { balance: 1000, expiry: '2023-12-01T02:00:00.000Z', expired: false },
  bonusRounds: [
    { kind: 'extraThree', standing: 'claimable' },
    { kind: 'installment', standing: 'notEarned' },
  ],
};

/** Decision 0143: the tables read one page of the server's sort. */
const onePage = (rows: readonly object[], total = rows.length) => ({ rows, page: 1, pageSize: 10, total });
// The transactions' page also says when the cardholder registered and the qualified spend (docs/product §7).
const oneTransactionsPage = (rows: readonly object[], qualifiedSpend = 0) => ({
  ...onePage(rows),
  registeredAt: '2023-07-01T02:00:00.000Z',
  qualifiedSpend,
});

const found = (over: FetchRoutes = {}): FetchRoutes => ({
  [PATHS.inquiry]: { statusId: 0, data: { token: 'tok-1' } },
  [PATHS.info]: { statusId: 0, data: INFO },
  [PATHS.changeLog]: { statusId: 0, data: [] },
  [PATHS.transactions]: { statusId: 0, data: oneTransactionsPage([]) },
  [PATHS.orders]: { statusId: 0, data: onePage([]) },
  [PATHS.timeline]: {
    statusId: 0,
    data: {
      events: [
        { at: '2026-11-20T02:00:00.000Z', kind: 'sign-in', actor: 'cardholder', actorName: null, summary: 'Signed in' },
      ],
      page: 1,
      pageSize: 25,
      total: 1,
    },
  },
  [PATHS.summary]: { statusId: 0, data: SUMMARY },
  ...over,
});

async function openEdit() {
  const edit = await screen.findByRole('button', { name: 'Edit' });
  await act(async () => {
    fireEvent.click(edit);
  });
}

const renderLookup = (code = 'DEMO-NEWUSER2') =>
  renderWithRouter(() => <CardholderLookupView campaignId={1} query={{ src: 1, code }} timeZone="Asia/Manila" />);

describe('CardholderLookupView (spec §2 admin dashboard screens)', () => {
  it("spec §8: admin inquiry 4678 shows 'The promo code or customer number is either invalid or not registered yet.'", async () => {
    routeFetch(found({ [PATHS.inquiry]: { statusId: 4678 }, [PATHS.info]: { statusId: 4678 } }));
    await renderLookup('DEMO-UNKNOWN9');
    expect(
      await screen.findByText('The promo code or customer number is either invalid or not registered yet.'),
    ).toBeTruthy();
  });

  it('spec §7: inquiry and user info take the code (src 1 for a promo code); the token names the downloads', async () => {
    const fetch = routeFetch(found());
    await renderLookup();
    expect(await screen.findByText('7012340002')).toBeTruthy();
    expect(callsTo(fetch, PATHS.inquiry)).toEqual([`${PATHS.inquiry}?code=DEMO-NEWUSER2`]);
    expect(callsTo(fetch, PATHS.info)).toEqual([`${PATHS.info}?code=DEMO-NEWUSER2&src=1`]);
    expect(screen.getByRole('link', { name: 'Download transactions' }).getAttribute('href')).toBe(
      `${P}/v2/transactions/download/1?token=tok-1`,
    );
    expect(screen.getByRole('link', { name: 'Download redemptions' }).getAttribute('href')).toBe(
      `${P}/v2/orders/download/1?token=tok-1`,
    );
  });

  it('decision 0234: the summary at the top: code, status, spend, tier reached and claimed, credits, rounds', async () => {
    const fetch = routeFetch(found());
    await renderLookup();
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(await summary.findByText('NEWUSER2')).toBeTruthy();
    for (const text of [
      'Registered',
      'Jul 01, 2023',
      'P118,420.75',
      'P75,000.00 (a P1,500.00 eGC)',
      'P1,500.00 in credits',
      'P1,000.00',
      'Dec 01, 2023',
      'Extra Three: Can be claimed',
      'Installment: Not earned',
    ]) {
      expect(summary.getByText(text)).toBeTruthy();
    }
    expect(callsTo(fetch, PATHS.summary)).toEqual([`${PATHS.summary}?token=tok-1`]);
  });

  it('spec §8 empty states for history, transactions and redemptions', async () => {
    routeFetch(found());
    await renderLookup();
    expect(await screen.findByText('Update history is empty.')).toBeTruthy();
    expect(await screen.findByText("The cardholder doesn't have qualified transactions yet.")).toBeTruthy();
    expect(await screen.findByText("The cardholder doesn't have redemptions yet.")).toBeTruthy();
  });

  it('spec §8: a user-info status other than 0 and 4678 is an error built from the id, with Retry', async () => {
    routeFetch(found({ [PATHS.info]: { statusId: 4 } }));
    await renderLookup();
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a missing email or mobile shows a dash, in the info and in the history', async () => {
    const entry: ChangeLogEntry = {
      dateCreated: '2023-08-01T02:00:00.000Z',
      modifiedBy: 'admin@demo.local',
      changeLog: {
        from: { emailAddress: null, mobileNo: null },
        to: { emailAddress: 'set@demo.local', mobileNo: null },
      },
      reason: 'Set at the hotline',
    };
    routeFetch(
      found({
        [PATHS.info]: { statusId: 0, data: { ...INFO, emailAddress: null } },
        [PATHS.changeLog]: { statusId: 0, data: [entry] },
      }),
    );
    await renderLookup();
    const history = within(await screen.findByRole('table', { name: 'Update history' }));
    expect(history.getAllByText('—')).toHaveLength(2);
    expect(history.getByText('set@demo.local')).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(3);
  });

  it('spec §5 "Dialogs close on Escape … when dismissible": the edit dialog closes on Escape, nothing saved', async () => {
    const fetch = routeFetch(found());
    await renderLookup();
    await openEdit();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetch, PATHS.update)).toEqual([]);
  });

  it('spec §2: the update history shows from → to and who', async () => {
    const entry: ChangeLogEntry = {
      dateCreated: '2023-08-01T02:00:00.000Z',
      modifiedBy: 'admin@demo.local',
      changeLog: {
        from: { emailAddress: 'old@demo.local', mobileNo: '+639171230002' },
        to: { emailAddress: 'newuser2@demo.local', mobileNo: '+639171230002' },
      },
      reason: 'Typo in the e-mail',
    };
    routeFetch(found({ [PATHS.changeLog]: { statusId: 0, data: [entry] } }));
    await renderLookup();
    const history = within(await screen.findByRole('table', { name: 'Update history' }));
    expect(history.getByText('old@demo.local')).toBeTruthy();
    expect(history.getByText('admin@demo.local')).toBeTruthy();
    expect(history.getByText('Aug 01, 2023 10:00 AM')).toBeTruthy();
    // Decision 0218: the reason given for the change.
    expect(history.getByText('Typo in the e-mail')).toBeTruthy();
  });

  it("spec §8 'Update Successful…' after an edit; the info and the history are read again", async () => {
    const updated = { ...INFO, emailAddress: 'changed@demo.local', mobileNO: '09171234567' };
    let info = INFO;
    const fetch = routeFetch(
      found({
        [PATHS.info]: () => ({ statusId: 0, data: info }),
        [PATHS.update]: () => {
          info = updated;
          return { statusId: 0 };
        },
      }),
    );
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog', { name: 'Edit email and mobile' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email address' }), {
      target: { value: updated.emailAddress },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: updated.mobileNO } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the change' }), {
      target: { value: 'Cardholder called the hotline' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('Update Successful')).toBeTruthy();
    expect(screen.getByText('The mobile and/or email address has been updated.')).toBeTruthy();
    expect(await screen.findByText('changed@demo.local')).toBeTruthy();
    const updateCall = fetch.mock.calls.find((call) => String(call[0]) === PATHS.update);
    // Decision 0218: the mobile goes in E.164, with the reason.
    expect(JSON.parse(String(updateCall?.[1]?.body))).toEqual({
      emailAddress: 'changed@demo.local',
      mobileNO: '+639171234567',
      reason: 'Cardholder called the hotline',
      userID: 2,
    });
    expect(callsTo(fetch, PATHS.changeLog).length).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("decision 0187: a change waiting for a second admin says so ('Change Requested…'), not 'Update Successful'", async () => {
    const fetch = routeFetch(found({ [PATHS.update]: { statusId: 4712 } }));
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog', { name: 'Edit email and mobile' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '09179999999' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the change' }), {
      target: { value: 'Cardholder called the hotline' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('Change Requested')).toBeTruthy();
    expect(
      screen.getByText('The new mobile number and/or email address takes effect once another admin approves it.'),
    ).toBeTruthy();
    expect(screen.queryByText('Update Successful')).toBeNull();
    // The timeline is read again: it now lists the request.
    expect(callsTo(fetch, PATHS.timeline).length).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("spec §5 'Edit user info: email required and valid; mobile required' — nothing is sent until it is", async () => {
    const fetch = routeFetch(found());
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email address' }), { target: { value: 'not-an-email' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(dialog.getByText('Email address is not valid')).toBeTruthy();
    expect(dialog.getByText('Mobile number is required')).toBeTruthy();
    // Decision 0218: a reason is required.
    expect(dialog.getByText('Reason for the change is required')).toBeTruthy();
    expect(callsTo(fetch, PATHS.update)).toEqual([]);
  });

  it('decision 0218: a contact another cardholder has is named beside its field; Save anyway confirms it', async () => {
    const bodies: unknown[] = [];
    routeFetch(
      found({
        [PATHS.update]: (_url: string, body: unknown) => {
          bodies.push(body);
          return bodies.length === 1 ? { statusId: 4714, data: 'mobileNO' } : { statusId: 4712 };
        },
      }),
    );
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '09179999999' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the change' }), {
      target: { value: 'Cardholder called the hotline' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(dialog.getByText('Another cardholder has this mobile number.')).toBeTruthy();
    expect(dialog.queryByText('Another cardholder has this email address.')).toBeNull();
    expect(screen.queryByText('Change Requested')).toBeNull();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save anyway' }));
    });
    expect(await screen.findByText('Change Requested')).toBeTruthy();
    expect(bodies.map((body) => (body as { confirmShared?: boolean }).confirmShared)).toEqual([undefined, true]);
  });

  it('an unchanged email and mobile are not saved (no empty history entry)', async () => {
    const fetch = routeFetch(found());
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the change' }), {
      target: { value: 'Cardholder called the hotline' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText(/Nothing to save/)).toBeTruthy();
    expect(callsTo(fetch, PATHS.update)).toEqual([]);
  });

  it('spec §8: a refused update shows the error built from its id in the dialog, which stays open', async () => {
    routeFetch(found({ [PATHS.update]: { statusId: 4 } }));
    await renderLookup();
    await openEdit();
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '09179999999' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the change' }), {
      target: { value: 'Cardholder called the hotline' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    });
    expect(dialog.getByRole('alert').textContent).toContain('An error occurred');
    expect(screen.queryByText('Update Successful')).toBeNull();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec §2: transactions and eGCs in tables; each eGC its own row, judged as the cardholder’s screens judge it (decision 0235)', async () => {
    const transaction = {
      id: 7,
      referenceNo: 'TX-777',
      transactionDateTime: '2023-08-01T02:00:00.000Z',
      postedDateTime: null,
      expiryDateTime: null,
      value: 1500,
      type: 'S1',
      mccID: 5411,
      categoryName: 'Groceries',
      location: 'SM MEGAMALL',
      order: null,
    };
    const egc = (egcID: number, giftawayStatusID: number, merchant: string) => ({
      egcID,
      orderID: 31,
      clientReferenceNo: 'MAIN-31',
      dateOrdered: '2023-08-02T02:00:00.000Z',
      expiryDate: '2023-10-01T02:00:00.000Z',
      value: 500,
      merchant,
      giftawayStatusID,
      usedAt: giftawayStatusID === 44 ? '2023-08-10T02:00:00.000Z' : null,
      codeEnding: `K${egcID}Q2`,
    });
    routeFetch(
      found({
        [PATHS.transactions]: { statusId: 0, data: oneTransactionsPage([transaction], 1500) },
        [PATHS.orders]: { statusId: 0, data: onePage([egc(1, 44, 'Jollibee'), egc(2, 43, 'Mang Inasal')]) },
      }),
    );
    await renderLookup();
    const transactions = within(await screen.findByRole('grid', { name: 'Transactions' }));
    expect(await transactions.findByText('TX-777')).toBeTruthy();
    expect(transactions.getByText('sm megamall')).toBeTruthy();
    expect(transactions.getByText('P1,500.00')).toBeTruthy();
    expect(transactions.getByText('Groceries (5411)')).toBeTruthy();
    const orders = within(await screen.findByRole('grid', { name: 'Redemptions' }));
    expect(await orders.findAllByText('REF 31')).toHaveLength(2);
    const rows = orders.getAllByRole('row');
    const used = rows.find((row) => row.textContent?.includes('Jollibee'));
    const other = rows.find((row) => row.textContent?.includes('Mang Inasal'));
    expect(used?.textContent).toContain('K1Q2');
    expect(used?.textContent).toContain('Used');
    expect(used?.textContent).toContain('Aug 10, 2023');
    // Decision 0160: judged today, the eGC valid until Oct 2023 has expired; the back office says so too.
    expect(other?.textContent).toContain('K2Q2');
    expect(other?.textContent).toContain('Expired on Oct 01, 2023');
  });

  it('an ended admin session (HTTP 401) shows the session-expired text with the way back to /admin', async () => {
    routeFetch(found({ [PATHS.inquiry]: { httpStatus: 401 }, [PATHS.info]: { httpStatus: 401 } }));
    await renderLookup();
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    });
    expect((await screen.findByTestId('landing')).textContent).toBe('admin /admin');
  });

  it('an expired look-up token (2) says so, and Retry searches again for a new one', async () => {
    let token = 'old';
    const fetch = routeFetch(
      found({
        [PATHS.inquiry]: () => ({ statusId: 0, data: { token } }),
        [PATHS.transactions]: (url) =>
          url.includes('token=old') ? { statusId: 2 } : { statusId: 0, data: oneTransactionsPage([]) },
      }),
    );
    await renderLookup();
    expect(await screen.findByText(/The cardholder look-up has expired/)).toBeTruthy();
    token = 'new';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText("The cardholder doesn't have qualified transactions yet.")).toBeTruthy();
    expect(callsTo(fetch, PATHS.inquiry)).toHaveLength(2);
  });

  it('decision 0126: the timeline lists what happened to the account, and who did it', async () => {
    routeFetch(found());
    await renderLookup();
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
  });

  it('spec §8: a failed read shows the error with Retry, which reads again', async () => {
    let fail = true;
    routeFetch(found({ [PATHS.orders]: () => (fail ? { httpStatus: 500 } : { statusId: 0, data: onePage([]) }) }));
    await renderLookup();
    // A 5xx is retried once (after a second) before the error shows.
    expect(await screen.findByText('An error occurred', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText("The cardholder doesn't have redemptions yet.")).toBeTruthy();
  });
});
