import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

afterEach(cleanup);

function Harness({ isDismissable }: { isDismissable: boolean }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={setOpen} title="Notice" isDismissable={isDismissable}>
      <p>Body</p>
    </ModalDialog>
  );
}

const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
  });

describe('ModalDialog', () => {
  it('is a labelled modal dialog', () => {
    render(<Harness isDismissable />);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy();
  });

  it('opened before its code has arrived, it shows once the code is in', async () => {
    vi.resetModules();
    const { ModalDialog: ColdModalDialog } = await import('./modal-dialog');
    render(
      <ColdModalDialog isOpen title="Notice">
        <p>Body</p>
      </ColdModalDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(
      <ModalDialog isOpen={false} title="Notice">
        <p>Body</p>
      </ModalDialog>,
    );
    expect(screen.queryByText('Body')).toBeNull();
  });

  it('spec §5: "Dialogs close on Escape … when dismissible"', () => {
    render(<Harness isDismissable />);
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec §5: a dialog that is not dismissible stays on Escape', () => {
    render(<Harness isDismissable={false} />);
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy();
  });
});
