import type { NetworkAction } from '../lib/use-network-action';
import './network-reason.css';

/** The reason an action needing the network is disabled offline, next to it (lib/use-network-action.ts). */
export function NetworkReason({ action }: { readonly action: NetworkAction }) {
  if (!action.isOffline) return null;
  return (
    <p id={action.reasonId} className="network-reason">
      {action.reason}
    </p>
  );
}
