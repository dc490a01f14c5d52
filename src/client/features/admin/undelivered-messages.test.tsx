import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { calledUrl, stubFetch } from '../../testing/stub-fetch';
import { UndeliveredMessages } from './undelivered-messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (failed: number) => ({ waiting: 3, failed, sent: 40, oldestWaitingAt: null });

describe('UndeliveredMessages (decision 0090: failed messages counted where an admin sees them)', () => {
  it.each([
    [1, '1 message could not be delivered'],
    [12, '12 messages could not be delivered'],
  ])('with %i failed shows "%s" and how an operator re-drives them', async (failed, title) => {
    const fetch = stubFetch({ statusId: 0, data: summary(failed) });
    await renderWithRouter(() => <UndeliveredMessages />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(title);
    expect(notice.textContent).toContain('npm run outbox -- redrive --all');
    expect(calledUrl(fetch, 0)).toBe('/api/admin/outbox');
  });

  it('with none failed shows nothing', async () => {
    const fetch = stubFetch({ statusId: 0, data: summary(0) });
    const { container } = await renderWithRouter(() => <UndeliveredMessages />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(container.textContent).not.toContain('could not be delivered');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
