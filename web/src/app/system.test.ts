import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalCss } from '../../scripts/lazy-chakra-global.mjs';
import { system, systemWithServerGlobalCss } from './system';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const systemModule = join(chakraRoot, 'dist/esm/styled-system/system.js');

describe('Chakra system start-up', () => {
  it("makes the installed Chakra's global CSS lazy, and fails the build when that code changes", () => {
    const source = readFileSync(systemModule, 'utf8');
    const lazy = lazyChakraGlobalCss(source, systemModule)!;
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() {');
    expect(lazyChakraGlobalCss(source, join(chakraRoot, 'dist/esm/styled-system/css.js'))).toBeNull();
    expect(() => lazyChakraGlobalCss(source.replace('getTokenCss()];', 'getTokenCss(), extra()];'), systemModule)).toThrow(/createSystem changed/);
  });

  it('hydrates a server-rendered page without its global CSS, with the same styles engine otherwise', () => {
    const global = JSON.stringify(system._global);
    expect(global).toContain('--chakra-colors-blue-600');
    expect(systemWithServerGlobalCss._global).toEqual([]);
    expect(systemWithServerGlobalCss.css).toBe(system.css);
    expect(systemWithServerGlobalCss.token('colors.blue.600')).toBe(system.token('colors.blue.600'));
    expect(systemWithServerGlobalCss.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
  });
});
