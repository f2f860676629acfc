import 'reflect-metadata';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildGraphQLSchema } from '../graphql/schema.js';

/** Writes schema.graphql at the repository root from the type-graphql resolvers (`npm run schema`). */
const target = resolve(process.argv[2] ?? 'schema.graphql');
const schema = await buildGraphQLSchema();
const header = '# Generated from the type-graphql resolvers by `npm run schema`. Do not edit.\n\n';
writeFileSync(target, header + printSchema(lexicographicSortSchema(schema)) + '\n');
console.log(`Wrote ${target}`);
