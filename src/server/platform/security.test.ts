import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHashSource, REACT_ARIA_PRESSABLE_STYLE } from './security';

// Decision 0107: the CSP allows react-aria's one run-time <style> by the hash of its text; that text must be what
// the installed react-aria writes.

describe("the CSP's inline style hash", () => {
  it("is the hash of the text react-aria's usePress writes", () => {
    const entry = createRequire(import.meta.url).resolve('react-aria');
    const usePress = readFileSync(join(entry, '..', '..', 'private', 'interactions', 'usePress.mjs'), 'utf8');
    const written = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(usePress)?.[1];
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(usePress)?.[1];
    expect(written).toBeDefined();
    expect(attribute).toBe('data-react-aria-pressable');
    const text = (written ?? '').replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute ?? '').trim();
    expect(text).toBe(REACT_ARIA_PRESSABLE_STYLE);
  });

  it("is written as CSP's 'sha256-<base64>'", () => {
    expect(inlineHashSource('a{}')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
