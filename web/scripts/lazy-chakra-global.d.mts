import type { Plugin } from 'vite';

export function lazyChakraGlobalCss(code: string, id: string): string | null;
export function lazyChakraGlobalCssPlugin(): Plugin;
