// The reason every feature shows beside an action that needs the network while offline (use-network-action.ts);
// the spec does not word it.
export const OFFLINE_TEXT = {
  needsNetwork: 'You are offline: this needs a connection.',
} as const;
