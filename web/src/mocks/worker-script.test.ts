import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * mockServiceWorker.js is for `npm run dev:mock` only: it is not in web/public (which every build copies), the
 * dev server serves it (msw/vite) only when VITE_API_MOCKS=1, and no build configuration includes that plugin.
 * `npm test` also fails when the build it makes contains it (scripts/check-bundle-size.mjs, after the build).
 */
const web = resolve(import.meta.dirname, '../..');

/** The plugins web/vite.config.ts gives for a command, loaded by Vite itself in a plain Node process. */
function pluginNames(command: 'serve' | 'build', mocks: boolean, isSsrBuild = false): string[] {
  const script = `
    import { loadConfigFromFile } from 'vite';
    const env = { command: ${JSON.stringify(command)}, mode: ${JSON.stringify(command === 'serve' ? 'development' : 'production')}, isSsrBuild: ${isSsrBuild} };
    const loaded = await loadConfigFromFile(env, 'vite.config.ts', process.cwd(), 'silent');
    const flat = (list) => (list ?? []).flatMap((p) => (Array.isArray(p) ? flat(p) : p && typeof p === 'object' && 'name' in p ? [p.name] : []));
    process.stdout.write(JSON.stringify(flat(loaded.config.plugins)));
  `;
  const env = { ...process.env };
  if (mocks) env.VITE_API_MOCKS = '1';
  else delete env.VITE_API_MOCKS;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: web, env, encoding: 'utf8' })) as string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [entry.name]));
}

describe('the MSW worker script', () => {
  it('is not in web/public, which every build copies', () => {
    expect(filesUnder(join(web, 'public'))).not.toContain('mockServiceWorker.js');
  });

  it('is served by the dev server for `npm run dev:mock` only', () => {
    expect(pluginNames('serve', true)).toContain('msw');
    expect(pluginNames('build', true)).not.toContain('msw');
    expect(pluginNames('build', true, true)).not.toContain('msw');
    expect(pluginNames('serve', false)).not.toContain('msw');
  }, 60_000);

});
