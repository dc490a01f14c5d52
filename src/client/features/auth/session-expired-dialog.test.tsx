import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpiry } from '../../lib/session-expiry';
import { SessionExpiredDialog } from './session-expired-dialog';

afterEach(() => {
  cleanup();
  sessionExpiry.clear();
});

describe('SessionExpiredDialog', () => {
  it('stays closed while the session is fine', () => {
    render(<SessionExpiredDialog onGoToLogin={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("spec §2: a data call's 1 or -1 opens 'Your session expired / Please log in again to continue.'", () => {
    const onGoToLogin = vi.fn();
    render(<SessionExpiredDialog onGoToLogin={onGoToLogin} />);
    act(() => sessionExpiry.flag());
    const dialog = screen.getByRole('alertdialog', { name: 'Your session expired' });
    expect(dialog.textContent).toContain('Please log in again to continue.');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(onGoToLogin).toHaveBeenCalledTimes(1);
  });
});
