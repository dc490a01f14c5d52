import { emptyKnownDevices } from './known-devices';

// Every browser run starts a new server on a new database with new keys: device cookies of an earlier run name
// nobody, so the run starts with none (known-devices.ts).
export default function globalSetup(): void {
  emptyKnownDevices();
}
