import { useMatches } from '@tanstack/react-router';
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import routeMeta from './route-meta.json';

/*
 * Document title, description, share tags and canonical URL of every page: one mechanism.
 *
 * route-meta.json is the single source of each route's title and description. The app reads it here (PageMetaScope
 * applies the current route's entry after every navigation); the build copies it into web/dist/routes.json
 * (web/scripts/route-manifest.mjs), from which the server writes the same tags into the index.html it serves
 * (graphql-server/src/http/seo.ts), so crawlers and link previews see them without running JavaScript.
 * A page whose title comes from data (an article) or a state in place of the page (404, Access Denied) overrides
 * its route's entry with `usePageMeta` while it is shown.
 */

export interface PageMeta {
  /** The page's own title; the brand is appended ("Sign In — NetFund"). */
  title: string;
  /** Defaults to the site's description. */
  description?: string;
  /** Canonical path, e.g. `/support/faqs` for both FAQ paths; defaults to the current path. */
  path?: string;
  /** Share image (site path or absolute URL); defaults to the site's card. */
  image?: string;
  type?: 'website' | 'article';
}

interface RouteMetaEntry {
  /** May name route parameters: "Application #{id}". */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** Another route's pattern whose title, description and canonical URL this one shares (an alias path). */
  sameAs?: string;
  /** A query parameter that pages the route (`?page=2`): pages after the first are canonical URLs of their own. */
  pageParam?: string;
}

const site = routeMeta.site;
const routes: Record<string, RouteMetaEntry> = routeMeta.routes as Record<string, RouteMetaEntry>;

/** The states that replace a page: shown by NotFound and AccessDenied through `usePageMeta`. */
export const statePageMeta: Record<keyof typeof routeMeta.states, PageMeta> = routeMeta.states;

/** "Sign In" → "Sign In — NetFund" (the server writes the same in the served HTML). */
export function documentTitle(title: string): string {
  return `${title} — ${site.name}`;
}

/** A TanStack route's full path as the table's key: `/the-netfund-brief/` → `/the-netfund-brief` (`/` stays). */
export function routePattern(fullPath: string): string {
  return fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
}

export interface RouteLocation {
  /** The route's pattern, e.g. `/client/applications/$id`. */
  pattern: string;
  /** The path as visited, e.g. `/client/applications/2`. */
  pathname: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
}

/** The route's entry with its parameters filled in, or undefined for a route the table does not know. */
export function pageMetaForRoute({ pattern, pathname, params, search }: RouteLocation): PageMeta | undefined {
  const own = routes[pattern];
  const entry = own?.sameAs ? routes[own.sameAs] : own;
  if (!entry?.title) return undefined;
  const page = entry.pageParam ? Number(search[entry.pageParam]) : NaN;
  const pageQuery = Number.isInteger(page) && page > 1 ? `?${entry.pageParam}=${page}` : '';
  return {
    title: entry.title.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder),
    description: entry.description,
    path: (own?.sameAs ?? routePattern(pathname)) + pageQuery,
    type: entry.type,
  };
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Writes the document title, description, Open Graph and Twitter tags and the canonical URL of a page, updating the
 * tags the server wrote into the served HTML in place (never a second copy).
 */
export function applyPageMeta(meta: PageMeta): void {
  const origin = window.location.origin;
  const title = documentTitle(meta.title);
  const description = meta.description ?? site.description;
  const url = origin + (meta.path ?? window.location.pathname);
  const image = new URL(meta.image ?? site.image, origin).href;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:site_name', site.name);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setCanonical(url);
}

/** Lets a page override its route's meta while it is shown; outside PageMetaScope (a lone component) it applies it. */
const OverrideContext = createContext<(meta: PageMeta | null) => void>((meta) => {
  if (meta) applyPageMeta(meta);
});

/** Applies the current route's meta after every navigation, or the override of the page on screen. */
export function PageMetaScope({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<PageMeta | null>(null);
  const fromRoute = useMatches({
    select: (matches): PageMeta | null => {
      const leaf = matches[matches.length - 1];
      if (!leaf) return null;
      const location = { pattern: routePattern(leaf.fullPath), pathname: leaf.pathname, params: leaf.params, search: leaf.search };
      return pageMetaForRoute(location as RouteLocation) ?? null;
    },
    // The same meta after a navigation that changes nothing of it (e.g. a search parameter): no effect runs.
    structuralSharing: true,
  });

  useEffect(() => {
    const meta = override ?? fromRoute;
    if (meta) applyPageMeta(meta);
  }, [override, fromRoute]);

  return createElement(OverrideContext.Provider, { value: setOverride }, children);
}

/**
 * Overrides the route's meta while the calling component is shown: a title from data (an article), or a state
 * shown in place of the page (404, Access Denied).
 */
export function usePageMeta(meta: PageMeta): void {
  const setOverride = useContext(OverrideContext);
  const { title, description, path, image, type } = meta;
  useEffect(() => {
    setOverride({ title, description, path, image, type });
    return () => setOverride(null);
  }, [setOverride, title, description, path, image, type]);
}
