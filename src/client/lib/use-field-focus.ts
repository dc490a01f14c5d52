import { useCallback, useRef } from 'react';

/** The elements of a form's fields by name, to move focus to one (spec §5: the first error, on submit). */
export function useFieldFocus<Name extends string>() {
  const fields = useRef(new Map<Name, HTMLElement | null>());

  /** A ref callback registering the element that takes focus for `name`. */
  const fieldRef = useCallback(
    (name: Name) => (element: HTMLElement | null) => {
      fields.current.set(name, element);
    },
    [],
  );

  const focusField = useCallback((name: Name) => fields.current.get(name)?.focus(), []);

  /** Focuses the first of `order` that `isInError`; does nothing when none is. */
  const focusFirst = useCallback(
    (order: readonly Name[], isInError: (name: Name) => boolean) => {
      const first = order.find(isInError);
      if (first !== undefined) focusField(first);
    },
    [focusField],
  );

  return { fieldRef, focusField, focusFirst };
}
