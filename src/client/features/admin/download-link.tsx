import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';

/**
 * A download styled as a button: a plain link with `download`, so the browser streams the CSV to a file with
 * the server's filename (Content-Disposition) and the admin's session cookie.
 */
export function DownloadLink({
  href,
  label,
  children,
}: {
  readonly href: string;
  /** What a screen reader hears when several links on a screen read alike ("Download"). */
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <Link href={href} download aria-label={label} className="button button--secondary admin-download">
      {children}
    </Link>
  );
}
