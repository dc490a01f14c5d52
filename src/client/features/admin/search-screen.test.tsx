import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { callsTo, routeFetch } from '../../testing/stub-fetch';
import { SearchScreen } from './search-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREFIXES = { voucherPrefix: 'DEMO', customerNoPrefix: '0201' };
const INFO = '/api/bpi/spend/user/info/1';
const INQUIRY = '/api/bpi/spend/v2/inquire/1';

const renderScreen = (searched: string | null, onSearch = vi.fn()) =>
  renderWithRouter(() => (
    <SearchScreen campaignId={1} prefixes={PREFIXES} timeZone="Asia/Manila" searched={searched} onSearch={onSearch} />
  ));

describe('SearchScreen (spec §2 Search Cardholder)', () => {
  it("decision 0228: before any search no empty state ('No promo code.' read as a miss); the tab names the screen", async () => {
    await renderScreen(null);
    expect(screen.queryByText('No promo code.')).toBeNull();
    expect(document.title).toBe('Search Cardholder — Spend Promo Rewards Admin');
  });

  it('the search hands the input over; the screen then shows what was searched', async () => {
    const onSearch = vi.fn();
    await renderScreen(null, onSearch);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1234567890' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(onSearch).toHaveBeenCalledWith('1234567890');
  });

  it.each([
    ['SPEND118', `${INQUIRY}?code=DEMO-SPEND118`, `${INFO}?code=DEMO-SPEND118&src=1`],
    ['7012340006', `${INQUIRY}?code=02017012340006`, `${INFO}?code=02017012340006&src=2`],
  ])(
    "spec §5: 'An 8-character input is a promo code, sent prefixed with the voucher prefix and a dash. Otherwise the customer number prefix is added.' (%s)",
    async (searched, inquiry, info) => {
      const fetch = routeFetch({ [INQUIRY]: { statusId: 4678 }, [INFO]: { statusId: 4678 } });
      await renderScreen(searched);
      await screen.findByText('The promo code or customer number is either invalid or not registered yet.');
      expect(callsTo(fetch, INQUIRY)).toEqual([inquiry]);
      expect(callsTo(fetch, INFO)).toEqual([info]);
      expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(searched);
    },
  );
});
