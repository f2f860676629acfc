import { print, type DocumentNode } from 'graphql';
import type { ArticleInput } from '../generated/graphql';
import type { MockStorage } from './store';

/** What the kit's own tests use to call the handlers (through the component setup's server, ./node.ts). */

export interface GraphQLAnswer {
  // The tests read whichever fields their operation selected.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string; fieldErrors?: Record<string, string>; [extension: string]: unknown } }[];
}

/** One GraphQL request as the app sends it: a generated document (or its text) and its variables. */
export async function gql(operation: DocumentNode | string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> {
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: typeof operation === 'string' ? operation : print(operation), variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

/** sessionStorage as the browser keeps it across a reload: a Map outside the page's modules. */
export function memoryStorage(): MockStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An article as the editor sends it (CreateArticle / UpdateArticle), valid unless `extra` says otherwise. */
export function articleInput(extra: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'Cash flow for seasonal businesses',
    slug: null,
    excerpt: 'Plan for the slow months.',
    body: '## Plan ahead\n\nKeep three months of costs aside.',
    tags: ['Cash', 'planning'],
    category: 'Guides',
    coverImageId: null,
    coverAlt: null,
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    noindex: false,
    ...extra,
  };
}
