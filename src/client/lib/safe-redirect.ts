// spec §2 routing rules: after sign-in the user returns to "the full path wanted". The target comes from the
// URL, so only a path on this site is followed (no '//host' or 'https://…': an open redirect), and never back
// into the sign-in pages themselves.

const SIGN_IN_PATHS = ['/login', '/verification'];

export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  return SIGN_IN_PATHS.includes(pathname) ? fallback : target;
}
