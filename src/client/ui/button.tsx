import { type ReactNode, useEffect, useId } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import './button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'id'> {
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'secondary' | 'link';
}

/**
 * A button; `isPending` keeps it focusable but refuses presses and shows a spinner while a call is in flight
 * (react-aria announces the pending state). Forms guard their submit too (use-form.ts).
 *
 * react-aria announces it through its live region as an entry labelled by the button (`role="img"`,
 * `aria-labelledby`) that stays 7 s; when the press leaves the page (Log in, Verify) the entry names a button that
 * is gone, an image without a name to a screen reader and to axe (role-img-alt). The entries go with the button:
 * removing one early is what react-aria's own timeout does later. In the quoted selector value only a quote or a
 * backslash would need escaping, which React's ids never hold.
 */
export function Button({ children, variant = 'primary', ...props }: ButtonProps) {
  const id = useId();
  useEffect(
    () => () => {
      const drop = () => {
        // The late pass may outlive the page (a test's document is torn down after its last render).
        if (typeof document === 'undefined') return;
        for (const entry of document.querySelectorAll(`[data-live-announcer] [aria-labelledby~="${id}"]`)) {
          entry.remove();
        }
      };
      drop();
      // The first announcement of a page is added 100 ms late (react-aria waits for its region to attach).
      setTimeout(drop, 150);
    },
    [id],
  );
  return (
    <AriaButton {...props} id={id} className={`button button--${variant}`}>
      {({ isPending }) => (
        <>
          {isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
          <span className="button__label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
