// @vitest-environment jsdom
// DOMPurify does not support happy-dom (cure53/DOMPurify#1457: it sanitises wrongly there), so this file runs
// in jsdom, as a browser would; the browser tests check the same answer in Chromium (tests/e2e/dashboard.spec.ts).
import { describe, expect, it } from 'vitest';
import { KEPT_ATTRIBUTES, safeMarkdownHtml } from './safe-markdown';

const parse = (markdown: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = safeMarkdownHtml(markdown);
  return holder;
};

const attributeNames = (root: HTMLElement): string[] =>
  [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));

describe('safeMarkdownHtml (spec §5 FAQ markdown)', () => {
  it('renders markdown: emphasis, lists and links', () => {
    const root = parse('Spend **P75,000**.\n\n- one\n- two\n\n[Terms](https://example.com/terms)');
    expect(root.querySelector('strong')?.textContent).toBe('P75,000');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/terms');
  });

  it.each([
    ['script', 'Hi <script>window.__x=1</script>'],
    ['iframe', '<iframe src="https://example.com"></iframe>'],
    ['object', '<object data="x.swf"></object>'],
    ['embed', '<embed src="x.swf">'],
    ['svg', '<svg><circle r="4"></circle><script>alert(1)</script></svg>'],
  ])('spec §5: %s elements are removed', (element, markdown) => {
    const root = parse(markdown);
    expect(root.querySelector(element)).toBeNull();
    expect(root.querySelector('script, circle')).toBeNull();
    expect(root.innerHTML).not.toContain('window.__x');
  });

  it('spec §5: an onerror attribute is dropped, the image stays inert', () => {
    const root = parse('<img src="x" onerror="window.__faqXss=2" alt="pic">');
    const image = root.querySelector('img');
    expect(image?.getAttribute('src')).toBe('x');
    expect(image?.getAttribute('alt')).toBe('pic');
    expect(image?.hasAttribute('onerror')).toBe(false);
  });

  it('a javascript: href is removed', () => {
    const root = parse('[click](javascript:alert(1)) <a href="javascript:alert(2)">two</a>');
    for (const link of root.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    }
  });

  it('spec §5: only class, id, name, href, src, alt, align and valign are kept', () => {
    const root = parse(
      '<p class="c" id="i" style="color:red" title="t" data-x="1" aria-label="l" align="left">a</p>' +
        '<a name="n" href="/faq" target="_blank" rel="x">b</a><td valign="top" onclick="x()">c</td>',
    );
    const kept: readonly string[] = KEPT_ATTRIBUTES;
    const names = attributeNames(root);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !kept.includes(name))).toEqual([]);
    expect(root.querySelector('p')?.getAttribute('class')).toBe('c');
    expect(root.querySelector('p')?.getAttribute('align')).toBe('left');
  });

  it('an image the author left without alt text is marked decorative (alt="")', () => {
    expect(parse('![](/images/banner.svg)<img src="/a.png">').querySelectorAll('img[alt=""]')).toHaveLength(2);
  });

  it('the seed answer with a script and an onerror image renders neither (e2e uses the same text)', () => {
    const root = parse('Be careful. <script>window.__faqXss=1</script><img src=x onerror="window.__faqXss=2">');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root.textContent).toContain('Be careful.');
  });
});
