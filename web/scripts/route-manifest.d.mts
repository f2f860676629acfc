import type { Plugin } from 'vite';

export interface RouteMetaEntry {
  /** May name route parameters: "Application #{id}". */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** An alias: the pattern whose title, description and canonical URL this route shares. */
  sameAs?: string;
  /** A query parameter that pages the route: `?page=2` and later are canonical URLs of their own. */
  pageParam?: string;
}

export interface RouteManifest {
  routes: string[];
  public: string[];
  site: { name: string; description: string; image: string };
  states: Record<'notFound' | 'accessDenied', { title: string; description?: string }>;
  pages: Record<string, RouteMetaEntry>;
}
export function routeManifest(routeTreeFile: string): RouteManifest;
export function routeManifestPlugin(routeTreeFile: string): Plugin;
