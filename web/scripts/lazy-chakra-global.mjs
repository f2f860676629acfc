/**
 * Vite plugin: Chakra's `createSystem` computes the global CSS (reset, global styles and every design token's CSS
 * variables) while the app starts, ~85 ms of script on a desktop CPU and four times that on a phone, although a
 * server-rendered page already carries that CSS in its head and never asks for it. This rewrites that one line of
 * `styled-system/system.js` so `system._global` is computed on first read instead (ChakraProvider reads it to render
 * the styles when the browser renders the page itself). The build fails if Chakra's code no longer matches, so an
 * upgrade is reviewed here rather than silently losing the saving.
 */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '\n    _global,\n';

export function lazyChakraGlobalCss(code, id) {
  if (!SYSTEM_MODULE.test(id)) return null;
  if (!code.includes(EAGER) || !code.includes(FIELD)) {
    throw new Error(`${id}: Chakra's createSystem changed; review web/scripts/lazy-chakra-global.mjs`);
  }
  return code
    .replace(EAGER, 'let _globalCss;')
    .replace(FIELD, '\n    get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
}

/** @returns {import('vite').Plugin} */
export function lazyChakraGlobalCssPlugin() {
  return {
    name: 'netfund:lazy-chakra-global-css',
    transform(code, id) {
      const code2 = lazyChakraGlobalCss(code, id.split('?')[0]);
      return code2 === null ? null : { code: code2, map: null };
    },
  };
}
