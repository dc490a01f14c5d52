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

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Request report' }));
  });

describe('ReportScreen (spec §2 report request)', () => {
  it("decision 0181: the spec's report request as a POST with the range in the body; spec §8 'Successful: The report will be sent…'", async () => {
    const fetch = routeFetch({ [REPORT]: { statusId: 0 } });
    await renderWithRouter(() => <ReportScreen campaignId={1} timeZone="Asia/Manila" today="2023-08-17" />);
    // spec §7: 4791 Registration Summary is the default.
    expect(screen.getByRole('button', { name: /Registration Summary/ })).toBeTruthy();
    await submit();
    expect(callsTo(fetch, REPORT)).toEqual([REPORT]);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
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
    const fetch = routeFetch({ [REPORT]: { statusId: 0 } });
    await renderWithRouter(() => <ReportScreen campaignId={1} timeZone="Asia/Manila" today="2023-08-17" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Registration Summary/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Cardholders Per Tier' }));
    });
    await submit();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ typeid: 4783 });
  });

  it('an ended admin session shows the session-expired text instead', async () => {
    routeFetch({ [REPORT]: { httpStatus: 401 } });
    await renderWithRouter(() => <ReportScreen campaignId={1} timeZone="Asia/Manila" today="2023-08-17" />);
    await submit();
    expect(screen.getByText('Session Expired')).toBeTruthy();
  });

  it('spec §8: another status id shows the error built from it', async () => {
    routeFetch({ [REPORT]: { statusId: 4 } });
    await renderWithRouter(() => <ReportScreen campaignId={1} timeZone="Asia/Manila" today="2023-08-17" />);
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
  });
});
