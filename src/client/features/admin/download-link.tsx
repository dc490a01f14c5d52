import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';

/**
 * A download styled as a button: a plain link with `download`, so the browser streams the CSV to a file with
 * the server's filename (Content-Disposition) and the admin's session cookie.
 */
export function DownloadLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Link href={href} download className="button button--secondary admin-download">
      {children}
    </Link>
  );
}
