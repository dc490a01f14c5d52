import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
