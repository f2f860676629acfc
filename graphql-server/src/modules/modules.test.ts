import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entities } from '../db/entities.js';
import { resolvers } from '../graphql/schema.js';
import { JOBS } from '../jobs/index.js';
import { MODULES } from './index.js';

const modulesDir = dirname(fileURLToPath(import.meta.url));

const isClass = (value: unknown): boolean => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

/** Every class (or job) exported by the module files whose names end in `suffix`. */
async function exportsOf(suffix: string): Promise<{ file: string; name: string; value: unknown }[]> {
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(suffix));
  const found: { file: string; name: string; value: unknown }[] = [];
  for (const file of files) {
    const exported = (await import(join(modulesDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) found.push({ file, name, value });
  }
  return found;
}

describe('module manifests', () => {
  it('register every entity class of every module', async () => {
    const classes = (await exportsOf('.entity.ts')).filter(({ value }) => isClass(value));
    expect(classes.length).toBeGreaterThan(10);
    const missing = classes.filter(({ value }) => !entities.includes(value as (typeof entities)[number])).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('register every resolver class of every module', async () => {
    const classes = (await exportsOf('.resolver.ts')).filter(({ value }) => isClass(value));
    expect(classes.length).toBeGreaterThan(5);
    const missing = classes.filter(({ value }) => !(resolvers as unknown[]).includes(value)).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('register every job of every module, each name once', async () => {
    const jobs = await exportsOf('.job.ts');
    expect(jobs.length).toBeGreaterThan(2);
    const missing = jobs.filter(({ value }) => !JOBS.includes(value as (typeof JOBS)[number])).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
    expect(new Set(JOBS.map((job) => job.name)).size).toBe(JOBS.length);
  });

  it('give each module a distinct name and list each entity and resolver once', () => {
    expect(new Set(MODULES.map((module) => module.name)).size).toBe(MODULES.length);
    expect(new Set(entities).size).toBe(entities.length);
    expect(new Set(resolvers).size).toBe(resolvers.length);
  });
});
