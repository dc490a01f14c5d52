import type { ReactNode } from 'react';
import { renderWithRouter } from '../../../testing/render-with-router';

/** `renderWithRouter` whose '/admin' and '/admin-dashboard' pages show where an admin navigation landed. */
export function renderAdmin(ui: () => ReactNode) {
  return renderWithRouter(ui, { '/admin': 'admin', '/admin-dashboard': 'dashboard' });
}
