import { ADMIN_TEXT } from './admin-texts';

/** A section's loading state (docs/conventions.md 10), announced politely. */
export function AdminLoading() {
  return (
    <p className="admin-loading" role="status">
      <span className="button__spinner" aria-hidden="true" />
      <span>{ADMIN_TEXT.loading}</span>
    </p>
  );
}
