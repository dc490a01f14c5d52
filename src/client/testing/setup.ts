import 'fake-indexeddb/auto';
import { preloadModalDialog } from '../ui/modal-dialog';

// The app fetches the modal's code when the page is idle (ui/modal-dialog.tsx); component tests start with it
// in, as a user does after the first second. modal-dialog.test.tsx covers opening before it has arrived.
await preloadModalDialog();
