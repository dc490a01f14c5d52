import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { calledUrl, stubFetch } from '../../testing/stub-fetch';
import { AnalyticsCounts } from './analytics-counts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalyticsCounts (decision 0068: the analytics events counted where an admin sees them)', () => {
  it('lists how many success, failure and pageview events the sink kept', async () => {
    const data = [
      { name: 'success', count: 12 },
      { name: 'failure', count: 3 },
      { name: 'pageview', count: 1_204 },
    ];
    const fetch = stubFetch({ statusId: 0, data });
    await renderWithRouter(() => <AnalyticsCounts />);
    const panel = await screen.findByRole('region', { name: 'Analytics events' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const counts = within(panel)
      .getAllByRole('definition')
      .map((count) => count.textContent);
    expect(terms).toEqual(['Success', 'Failure', 'Pageview (/bonusclaim)']);
    expect(counts).toEqual(['12', '3', '1,204']);
    expect(calledUrl(fetch, 0)).toBe('/api/admin/events');
  });

  it('shows nothing when the counts cannot be read', async () => {
    const fetch = stubFetch({ statusId: 1, data: null });
    const { container } = await renderWithRouter(() => <AnalyticsCounts />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).not.toContain('Analytics events');
  });
});
