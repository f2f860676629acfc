import { Box } from '@chakra-ui/react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Renders an article's Markdown as React elements. Raw HTML in the source is dropped (`skipHtml`), never parsed or
 * injected, and react-markdown's URL filter removes `javascript:` and other unsafe link targets. External links open in
 * a new tab without access to this window.
 */
const components: Components = {
  a: ({ href, children }) => {
    const external = href ? /^https?:\/\//.test(href) : false;
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  // Article titles are the page's h1: demote a stray h1 in the body.
  h1: ({ children }) => <h2>{children}</h2>,
  img: ({ src, alt }) => (typeof src === 'string' && /^(\/|https:\/\/)/.test(src) ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
};

export function Markdown({ source }: { source: string }) {
  return (
    <Box
      className="article-body"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      color="gray.800"
      css={{
        '& > * + *': { marginTop: '1.1em' },
        '& h2': { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3, marginTop: '1.8em', color: 'var(--chakra-colors-gray-900)' },
        '& h3': { fontSize: '1.3rem', fontWeight: 600, marginTop: '1.5em' },
        '& ul, & ol': { paddingLeft: '1.4em' },
        '& ul': { listStyle: 'disc' },
        '& ol': { listStyle: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& a': { color: 'var(--chakra-colors-blue-700)', textDecoration: 'underline' },
        '& blockquote': { borderLeft: '4px solid var(--chakra-colors-blue-400)', paddingLeft: '1em', fontStyle: 'italic', color: 'var(--chakra-colors-gray-700)' },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.95em', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: '1px solid var(--chakra-colors-gray-200)', padding: '0.5em 0.75em', textAlign: 'left' },
        '& th': { background: 'var(--chakra-colors-gray-100)' },
        '& code': { fontFamily: 'mono', background: 'var(--chakra-colors-gray-100)', padding: '0.1em 0.3em', borderRadius: '4px' },
        '& img': { maxWidth: '100%', borderRadius: '8px' },
      }}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {source}
      </ReactMarkdown>
    </Box>
  );
}
