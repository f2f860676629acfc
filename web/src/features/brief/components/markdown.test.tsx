import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { Markdown } from './markdown';

function renderMarkdown(source: string) {
  const view = render(
    <ChakraProvider value={system}>
      <Markdown source={source} />
    </ChakraProvider>,
  );
  return view.container.querySelector('.article-body') as HTMLElement;
}

/** Everything in the rendered body that a browser could execute or that loads from elsewhere. */
function executable(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'form', 'svg', 'math', 'base', 'meta', 'link'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(attribute.name) && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('Markdown (one renderer for public article, preview and editor)', () => {
  it('drops raw HTML: scripts, event handlers, iframes, styles', () => {
    const body = renderMarkdown(
      [
        'Hello <script>window.__pwned = 1</script> world',
        '',
        '<img src="/x.png" onerror="window.__pwned = 2">',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<a href="javascript:alert(1)" onclick="alert(2)">click</a>',
        '',
        '<svg onload="alert(3)"><circle /></svg>',
        '',
        '<style>body{display:none}</style>',
      ].join('\n'),
    );
    expect(executable(body)).toEqual([]);
    expect(body.querySelector('img')).toBeNull();
    expect(body.innerHTML).not.toMatch(/script|onerror|onclick|onload|iframe/i);
    expect(body.textContent).toContain('Hello');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses javascript:, data:, vbscript: and protocol-relative links (the text stays, no href)', () => {
    const body = renderMarkdown(
      [
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[d](vbscript:msgbox(1))',
        '[e](//evil.example/phish)',
        '[f]( javascript:alert(1))',
        '[g][ref]',
        '',
        '[ref]: javascript:alert(1)',
      ].join('\n\n'),
    );
    expect(executable(body)).toEqual([]);
    for (const anchor of body.querySelectorAll('a')) {
      expect(anchor.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):|^\/\//i);
    }
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) expect(body.textContent).toContain(text);
  });

  it('refuses entity-encoded, control-character and whitespace variants of javascript: in links and images', () => {
    const body = renderMarkdown(
      [
        '[h](&#106;avascript:alert(1))',
        '[i](&#x6A;&#x61;vascript&#58;alert(1))',
        '[j](java&#9;script:alert(1))',
        '[k](<java script:alert(1)>)',
        '[l](&#32;javascript:alert(1))',
        '[m](\\javascript:alert(1))',
        '<javascript:alert(1)>',
        '![n](&#106;avascript:alert(1))',
        '![o](/\\evil.example/x.png)',
        '[p][entity]',
        '',
        '[entity]: &#106;avascript:alert(1)',
      ].join('\n\n'),
    );
    expect(executable(body)).toEqual([]);
    for (const anchor of body.querySelectorAll('a')) expect(anchor.getAttribute('href')).not.toMatch(/script|^\/\/|^\/\\/i);
    // `/\evil.example` reaches the renderer percent-encoded (`/%5Cevil.example/…`): a path on our own site, not another host.
    expect([...body.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/%5Cevil.example/x.png']);
    for (const text of ['h', 'i', 'j', 'k', 'l', 'p']) expect(body.textContent).toContain(text);
  });

  it('external links and autolinks open in a new tab with noopener noreferrer nofollow; site links stay in the tab', () => {
    const body = renderMarkdown('[site](/support/contact) and [out](https://example.com/x) and https://auto.example.com/y and <https://angle.example.com>');
    const site = body.querySelector('a[href="/support/contact"]')!;
    expect(site).not.toBeNull();
    expect(site.getAttribute('target')).toBeNull();
    const external = [...body.querySelectorAll('a')].filter((anchor) => anchor.getAttribute('href')!.startsWith('https://'));
    expect(external.map((anchor) => anchor.getAttribute('href'))).toEqual(['https://example.com/x', 'https://auto.example.com/y', 'https://angle.example.com']);
    for (const anchor of external) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it('images only from our upload store or site paths: no remote, data:, javascript: or protocol-relative images', () => {
    const body = renderMarkdown(
      [
        '![ours](/api/article-images/42?w=800)',
        '![site](/images/brief/chart.svg)',
        '![remote](https://tracker.example/pixel.gif)',
        '![data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
        '![js](javascript:alert(1))',
        '![rel](//evil.example/x.png)',
      ].join('\n\n'),
    );
    const sources = [...body.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/api/article-images/42?w=800', '/images/brief/chart.svg']);
    expect(executable(body)).toEqual([]);
  });

  it('a stray h1 in the body becomes h2 (the title is the page h1)', () => {
    const body = renderMarkdown('# Big\n\ntext');
    expect(body.querySelector('h1')).toBeNull();
    expect(body.querySelector('h2')?.textContent).toBe('Big');
  });
});
