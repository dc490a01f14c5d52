import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import './button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'secondary' | 'link';
}

/**
 * A button; `isPending` keeps it focusable but refuses presses and shows a spinner while a call is in flight
 * (react-aria announces the pending state). Forms guard their submit too (use-form.ts).
 */
export function Button({ children, variant = 'primary', ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={`button button--${variant}`}>
      {({ isPending }) => (
        <>
          {isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
          <span className="button__label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
