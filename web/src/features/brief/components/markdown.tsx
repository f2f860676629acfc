import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Renders an article's Markdown as React elements — the one renderer for the public article, the signed preview and the
 * editor's live preview, so what an editor sees is what readers get. Hardened for hostile input:
 * - raw HTML in the source is dropped (`skipHtml`), never parsed or injected;
 * - link targets are kept only for http(s), mailto:, tel:, site paths and in-page anchors (no `javascript:`, `data:`,
 *   `vbscript:`, protocol-relative `//host` …); a refused link renders as its text;
 * - external links open in a new tab with rel="noopener noreferrer nofollow";
 * - images only from our upload store (`/api/article-images/…`) or other site paths; anything else is not rendered.
 */

/** A site path: one leading slash (not `//host`, not `/\host`). */
const SITE_PATH = /^\/(?![/\\])/;
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#)/i;

export function safeLinkUrl(url: string): string | null {
  const value = url.trim();
  if (SITE_PATH.test(value) || SAFE_LINK.test(value)) return value;
  return null;
}

export function safeMarkdownImageUrl(url: string): string | null {
  const value = url.trim();
  return SITE_PATH.test(value) && !/[\s"'<>]/.test(value) ? value : null;
}

const urlTransform: UrlTransform = (url, key) => (key === 'src' ? safeMarkdownImageUrl(url) : safeLinkUrl(url)) ?? '';

const components: Components = {
  a: ({ href, children }) => {
    const safe = href ? safeLinkUrl(href) : null;
    if (!safe) return <span>{children}</span>;
    const external = /^https?:\/\//i.test(safe);
    return (
      <a href={safe} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
      </a>
    );
  },
  // Article titles are the page's h1: demote a stray h1 in the body.
  h1: ({ children }) => <h2>{children}</h2>,
  img: ({ src, alt }) => {
    const safe = typeof src === 'string' ? safeMarkdownImageUrl(src) : null;
    return safe ? <img src={safe} alt={alt ?? ''} loading="lazy" /> : null;
  },
};

/**
 * While React hydrates a server-rendered article, its body is already in the page, rendered by the server with this
 * same component (so hardened the same way): the browser takes that HTML over as it is instead of parsing the Markdown
 * again, which was the longest task of hydrating an article page. Every other render (the editor's preview, a
 * client-side navigation, a changed source) parses. One Markdown body per server-rendered page (the article's).
 */
function useServerRenderedBody(source: string): string | undefined {
  const hydrated = useHydrated();
  const [taken] = useState(() => {
    if (hydrated || typeof document === 'undefined') return undefined;
    const body = document.querySelector('[data-markdown-body]');
    return body ? { source, html: body.innerHTML } : undefined;
  });
  return taken?.source === source ? taken.html : undefined;
}

export function Markdown({ source }: { source: string }) {
  const serverHtml = useServerRenderedBody(source);
  return (
    <Box
      data-markdown-body=""
      className="article-body"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      color="fg"
      overflowWrap="anywhere"
      css={{
        '& > * + *': { marginTop: '1.1em' },
        '& h2': { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3, marginTop: '1.8em' },
        '& h3': { fontSize: '1.3rem', fontWeight: 600, marginTop: '1.5em' },
        '& ul, & ol': { paddingLeft: '1.4em' },
        '& ul': { listStyle: 'disc' },
        '& ol': { listStyle: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& a': { color: 'var(--chakra-colors-blue-fg)', textDecoration: 'underline' },
        '& blockquote': { borderLeft: '4px solid var(--chakra-colors-blue-400)', paddingLeft: '1em', fontStyle: 'italic', color: 'var(--chakra-colors-fg-muted)' },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.95em', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: '1px solid var(--chakra-colors-border)', padding: '0.5em 0.75em', textAlign: 'left' },
        '& th': { background: 'var(--chakra-colors-bg-muted)' },
        '& code': { fontFamily: 'mono', background: 'var(--chakra-colors-bg-muted)', padding: '0.1em 0.3em', borderRadius: '4px' },
        '& pre': { overflowX: 'auto' },
        '& img': { maxWidth: '100%', borderRadius: '8px' },
      }}
      {...(serverHtml === undefined
        ? {
            children: (
              <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={urlTransform} components={components}>
                {source}
              </ReactMarkdown>
            ),
          }
        : { dangerouslySetInnerHTML: { __html: serverHtml } })}
    />
  );
}
