import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as ReactMarkdownModule from 'react-markdown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/system';
import { Markdown } from './markdown';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdownModule>();
  const Counted: typeof actual.default = (props) => {
    parses.count += 1;
    return actual.default(props);
  };
  return { ...actual, default: Counted };
});

const SOURCE = '## Rates\n\n| Term | Rate |\n|---|---|\n| 12 months | 9.5% |\n\nSee [our guide](/funding-guide) and <script>alert(1)</script>.';
const page = (source: string) => (
  <ChakraProvider value={system}>
    <Markdown source={source} />
  </ChakraProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Markdown body of a server-rendered article', () => {
  it('is taken over as the server rendered it while hydrating, without parsing the Markdown again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(SOURCE));
    document.body.append(container);
    const serverBody = container.querySelector('[data-markdown-body]')!.innerHTML;
    expect(serverBody).toContain('<table>');
    expect(serverBody).not.toContain('<script');
    parses.count = 0;

    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(SOURCE), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(parses.count).toBe(0);
    expect(container.querySelector('[data-markdown-body]')!.innerHTML).toBe(serverBody);

    // A new source (another article in the same place) is parsed and rendered.
    await act(async () => root.render(page('## Terms\n\nShort and clear.')));
    expect(parses.count).toBeGreaterThan(0);
    expect(container.querySelector('h2')!.textContent).toBe('Terms');
    await act(async () => root.unmount());
  });

  it('is parsed when the browser renders the page itself (the editor preview, a client-side navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    parses.count = 0;
    const root = createRoot(container);
    await act(async () => root.render(page(SOURCE)));
    expect(parses.count).toBeGreaterThan(0);
    expect(container.querySelector('table')).not.toBeNull();
    await act(async () => root.unmount());
  });
});
