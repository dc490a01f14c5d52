/** A list with at least one item, so picking from it never comes back empty-handed. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** The item at `index`, wrapping round, so fixed demo lists can vary their rows deterministically. */
export function cycle<T>(items: NonEmpty<T>, index: number): T {
  // In range by construction: index modulo a non-zero length.
  return items[index % items.length] as T;
}
