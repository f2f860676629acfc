import { useEffect } from 'react';
import { appConfig } from '../config';

export interface PageMeta {
  /** The page's own title; the brand is appended (`Title | NetFund`). */
  title: string;
  description: string;
  /** Canonical path, e.g. `/support/faqs` (both FAQ paths name this one); defaults to the current path. */
  path?: string;
  /** Share image (site path or absolute URL); defaults to the logo card. */
  image?: string;
  type?: 'website' | 'article';
}

const DEFAULT_IMAGE = '/og-image.png';

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

/** Writes the document title, description, Open Graph and Twitter tags and the canonical URL of a page. */
export function applyPageMeta(meta: PageMeta): void {
  const origin = window.location.origin;
  const title = meta.title === appConfig.brandName ? meta.title : `${meta.title} | ${appConfig.brandName}`;
  const url = origin + (meta.path ?? window.location.pathname);
  const image = new URL(meta.image ?? DEFAULT_IMAGE, origin).href;
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:site_name', appConfig.brandName);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
  setCanonical(url);
}

/** Per-page head tags for the public pages (a tiny head manager: no library in the first bundle). */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, image, type } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path, image, type });
  }, [title, description, path, image, type]);
}
