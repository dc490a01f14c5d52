import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkReason } from '../ui/network-reason';
import { useNetworkAction } from './use-network-action';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function Claim() {
  const network = useNetworkAction();
  return (
    <>
      <button type="button" disabled={network.isOffline} aria-describedby={network.reasonId}>
        Claim Reward
      </button>
      <NetworkReason action={network} />
    </>
  );
}

describe('actions that need the network (docs/product §10)', () => {
  it('online: enabled, no reason shown', () => {
    render(<Claim />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('You are offline: this needs a connection.')).toBeNull();
  });

  it("offline: disabled, with 'You are offline: this needs a connection.' as its description; enabled again online", () => {
    render(<Claim />);
    act(() => onlineManager.setOnline(false));
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByText('You are offline: this needs a connection.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    act(() => onlineManager.setOnline(true));
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });
});
