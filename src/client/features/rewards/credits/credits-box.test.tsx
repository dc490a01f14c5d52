import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centavos } from '../../../../domain/money';
import { CreditsBox } from './credits-box';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('CreditsBox', () => {
  it("spec §2: 'Reward Balance' and a Redeem button when credits exist and are not expired", () => {
    const onRedeem = vi.fn();
    render(<CreditsBox state={{ kind: 'balance', balance: centavos(350_000), canRedeem: true }} onRedeem={onRedeem} />);
    expect(screen.getByText('Reward Balance')).toBeTruthy();
    expect(screen.getByText('P3,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onRedeem).toHaveBeenCalledOnce();
  });

  it("docs/product §10: offline, Redeem is disabled with 'You are offline: this needs a connection.'", () => {
    const onRedeem = vi.fn();
    act(() => onlineManager.setOnline(false));
    render(<CreditsBox state={{ kind: 'balance', balance: centavos(350_000), canRedeem: true }} onRedeem={onRedeem} />);
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You are offline: this needs a connection.')).toBeTruthy();
    fireEvent.click(redeem);
    expect(onRedeem).not.toHaveBeenCalled();
  });

  it('shows the balance without Redeem when no handler is given (the /claim screen)', () => {
    render(<CreditsBox state={{ kind: 'balance', balance: centavos(50_000), canRedeem: true }} />);
    expect(screen.getByText('P500')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("spec §2: with zero credits and orders it says 'You have claimed all your eGCs…'", () => {
    render(<CreditsBox state={{ kind: 'allClaimed' }} />);
    expect(screen.getByText('You have claimed all your eGCs. Thank you for participating…')).toBeTruthy();
  });

  it("decision 0163: the tier's credits spent with a bonus round open says a bonus waits, not 'claimed all'", () => {
    render(<CreditsBox state={{ kind: 'bonusLeft' }} />);
    expect(
      screen.getByText(
        'You have claimed all the eGCs of your spend reward. A bonus reward is still waiting for you in Bonus Rounds.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Thank you for participating/)).toBeNull();
  });

  it('spec §2: expired credits show the balance struck through and the expiry text', () => {
    const { container } = render(
      <CreditsBox state={{ kind: 'expired', balance: centavos(150_000), expiredOn: 'Sep 30, 2023' }} />,
    );
    expect(container.querySelector('del')?.textContent).toBe('P1,500');
    expect(screen.getByText('Claiming of your reward has expired last Sep 30, 2023.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an expiry without a date shows only the struck-through balance', () => {
    const { container } = render(
      <CreditsBox state={{ kind: 'expired', balance: centavos(150_000), expiredOn: null }} />,
    );
    expect(container.querySelector('del')).not.toBeNull();
    expect(screen.queryByText(/Claiming of your reward/)).toBeNull();
  });

  it('renders nothing when hidden (no tier claimed yet)', () => {
    const { container } = render(<CreditsBox state={{ kind: 'hidden' }} />);
    expect(container.textContent).toBe('');
  });
});
