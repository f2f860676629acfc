import type { Plugin } from 'vite';

export interface RouteManifest {
  routes: string[];
  public: string[];
}
export function routeManifest(routeTreeFile: string): RouteManifest;
export function routeManifestPlugin(routeTreeFile: string): Plugin;
