import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { callsTo, routeFetch } from '../../testing/stub-fetch';
import { ReportScreen } from './report-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPORT = '/api/bpi/spend/report/generate/1';
const HISTORY = '/api/admin/reports';
const NO_HISTORY = { [HISTORY]: { statusId: 0, data: { reports: [] } } };

const entry = (id: number, fields: object) => ({
  id,
  typeId: 4791,
  typeLabel: 'Registration Summary',
  startDate: '2023-08-01',
  endDate: '2023-08-17',
  status: 'done',
  error: null,
  requestedBy: 'admin@demo.local',
  requestedAt: '2023-08-17T02:05:00.000Z',
  finishedAt: '2023-08-17T02:05:04.000Z',
  downloadable: true,
  ...fields,
});

/** The report request among the calls (the screen also reads the recent reports). */
const reportRequest = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls.find(([url]) => String(url).startsWith(REPORT)) as unknown as [string, RequestInit];

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Request report' }));
  });

describe('ReportScreen (spec §2 report request)', () => {
  it("decision 0181: the spec's report request as a POST with the range in the body; spec §8 'Successful: The report will be sent…'", async () => {
    const fetch = routeFetch({ [REPORT]: { statusId: 0 }, ...NO_HISTORY });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    // spec §7: 4791 Registration Summary is the default.
    expect(screen.getByRole('button', { name: /Registration Summary/ })).toBeTruthy();
    await submit();
    expect(callsTo(fetch, REPORT)).toEqual([REPORT]);
    const [, init] = reportRequest(fetch);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 1,
      startdate: '2023-08-01',
      enddate: '2023-08-17',
      typeid: 4791,
    });
    expect(screen.getByText('Successful')).toBeTruthy();
    expect(screen.getByText('The report will be sent to your email within few minutes.')).toBeTruthy();
  });

  it('spec §7 report types: another type is chosen from the list', async () => {
    const fetch = routeFetch({ [REPORT]: { statusId: 0 }, ...NO_HISTORY });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Registration Summary/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Cardholders Per Tier' }));
    });
    await submit();
    const [, init] = reportRequest(fetch);
    expect(JSON.parse(String(init.body))).toMatchObject({ typeid: 4783 });
  });

  it('an ended admin session shows the session-expired text instead', async () => {
    routeFetch({ [REPORT]: { httpStatus: 401 }, ...NO_HISTORY });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    await submit();
    expect(screen.getByText('Session Expired')).toBeTruthy();
  });

  it('spec §8: another status id shows the error built from it', async () => {
    routeFetch({ [REPORT]: { statusId: 4 }, ...NO_HISTORY });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
  });

  it('decision 0240: the recent reports, each with when, what, who and its state; a finished one downloads', async () => {
    routeFetch({
      [REPORT]: { statusId: 0 },
      [HISTORY]: {
        statusId: 0,
        data: {
          reports: [
            entry(3, { status: 'running', finishedAt: null, downloadable: false }),
            entry(2, { status: 'failed', error: 'Interrupted: please request it again.', downloadable: false }),
            entry(1, { typeId: 4292, typeLabel: 'Redemption Summary' }),
          ],
        },
      },
    });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    const table = await screen.findByRole('table', { name: 'Recent reports' });
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Aug 17, 2023 10:05 AMRegistration SummaryAug 01, 2023 – Aug 17, 2023admin@demo.localBeing made',
      'Aug 17, 2023 10:05 AMRegistration SummaryAug 01, 2023 – Aug 17, 2023admin@demo.localFailedInterrupted: please request it again.',
      'Aug 17, 2023 10:05 AMRedemption SummaryAug 01, 2023 – Aug 17, 2023admin@demo.localSentDownload',
    ]);
    const link = screen.getByRole('link', { name: 'Download Redemption Summary, Aug 01, 2023 to Aug 17, 2023' });
    expect(link.getAttribute('href')).toBe('/api/admin/reports/1/download');
  });

  it('decision 0240: a report asked for makes the screen read the recent reports again', async () => {
    const fetch = routeFetch({ [REPORT]: { statusId: 0 }, ...NO_HISTORY });
    await renderWithRouter(() => <ReportScreen campaignId={1} today="2023-08-17" timeZone="Asia/Manila" />);
    expect(await screen.findByText('No report has been asked for yet.')).toBeTruthy();
    const before = callsTo(fetch, HISTORY).length;
    await submit();
    expect(callsTo(fetch, HISTORY).length).toBeGreaterThan(before);
  });
});
