import { type Ref, type RefCallback, useCallback, useEffect, useRef } from 'react';

// /login, /register and /check are prerendered (src/client/prerender): their forms can be typed into and ticked
// before the JavaScript has run. What the visitor typed by then is in the DOM, not in React's state, and the
// state would otherwise win at the next render. On mount the state takes the DOM's value; in a page React drew
// itself they are the same and nothing happens.

function setRef<T>(ref: Ref<T> | undefined, element: T | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** A ref for the input, passing the element on to `forwarded`, that hands `adopt` the element once, on mount. */
function useAdoptOnMount(forwarded: Ref<HTMLInputElement> | undefined, adopt: (input: HTMLInputElement) => void) {
  const own = useRef<HTMLInputElement | null>(null);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    if (own.current) adoptRef.current(own.current);
  }, []);
  return useCallback<RefCallback<HTMLInputElement>>(
    (element) => {
      own.current = element;
      setRef(forwarded, element);
    },
    [forwarded],
  );
}

/** A text input's ref that keeps what was typed before hydration. */
export function useTextTypedBeforeHydration(
  forwarded: Ref<HTMLInputElement> | undefined,
  value: string,
  onChange: (value: string) => void,
): RefCallback<HTMLInputElement> {
  return useAdoptOnMount(forwarded, (input) => {
    if (input.value !== value) onChange(input.value);
  });
}

/** A checkbox's ref that keeps a tick given before hydration. */
export function useTickBeforeHydration(
  forwarded: Ref<HTMLInputElement> | undefined,
  isSelected: boolean,
  onChange: (isSelected: boolean) => void,
): RefCallback<HTMLInputElement> {
  return useAdoptOnMount(forwarded, (input) => {
    if (input.checked !== isSelected) onChange(input.checked);
  });
}
