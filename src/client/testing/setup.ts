import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { preloadModalDialog } from '../ui/modal-dialog';

// The app fetches the modal's code when the page is idle (ui/modal-dialog.tsx); component tests start with it
// in, as a user does after the first second. modal-dialog.test.tsx covers opening before it has arrived.
await preloadModalDialog();

// A screen's lazy parts (home's content, dialogs) may take more than the library's default second to arrive when
// the machine is busy (CI, or the whole suite at once); a wait that ends in time still asserts the same thing.
configure({ asyncUtilTimeout: 5_000 });
