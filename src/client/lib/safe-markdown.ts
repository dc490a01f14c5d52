import DOMPurify from 'dompurify';
import { marked } from 'marked';

// spec §5 FAQ markdown: "script, iframe, object, embed and svg elements are removed; only the attributes class,
// id, name, href, src, alt, align and valign are kept." The answers come from the campaign's configuration,
// so they are treated as untrusted HTML.

export const REMOVED_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'svg'] as const;
export const KEPT_ATTRIBUTES = ['class', 'id', 'name', 'href', 'src', 'alt', 'align', 'valign'] as const;

const SANITIZE_OPTIONS = {
  FORBID_TAGS: [...REMOVED_ELEMENTS],
  ALLOWED_ATTR: [...KEPT_ATTRIBUTES],
  // DOMPurify keeps data-* and aria-* attributes unless told not to; the spec keeps only the list above.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // No USE_PROFILES: a profile replaces ALLOWED_ATTR. A removed svg takes its content with it (DOMPurify's
  // FORBID_CONTENTS), so none of its children survive on their own.
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance of our own, so its hook touches no other user of the library. */
function faqPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier === null) {
    purifier = DOMPurify(window);
    // An image without alt text is announced by its file name; one the author left undescribed is decoration.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return purifier;
}

/** An answer's markdown as HTML safe to set as innerHTML: the spec's allowlist, `javascript:` links removed. */
export function safeMarkdownHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return faqPurifier().sanitize(html, SANITIZE_OPTIONS);
}
