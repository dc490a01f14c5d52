// A 400's message names each field the contract refused (src/server/platform/error-handler.ts): entries joined by
// '; ', each the field's path and what was wrong, '/email Invalid email address'. The forms show each one beside its
// field, in the server's own words (decisions 0230–0232), and what names no field above the form.

export interface ServerFieldErrors {
  readonly fields: Readonly<Record<string, string>>;
  /** What named no field ('request …', or a message of another shape). */
  readonly other: readonly string[];
}

export function serverFieldErrors(message: string): ServerFieldErrors {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const entry of message.split('; ')) {
    const named = /^\/(?:[\w-]+\/)*([\w-]+) (.+)$/.exec(entry.trim());
    const field = named?.[1];
    const text = named?.[2];
    if (field !== undefined && text !== undefined) fields[field] ??= capitalise(text);
    else if (entry.trim() !== '') other.push(entry.trim());
  }
  return { fields, other };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
