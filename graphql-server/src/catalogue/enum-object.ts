/**
 * `{ code: code }` for a list of catalogue codes: the shape TypeScript string enums have at run time, which
 * type-graphql's `registerEnumType`, MikroORM's `@Enum` and zod's `z.enum` take. Values and names are the codes.
 */
export function enumObject<Code extends string>(codes: readonly Code[]): { readonly [K in Code]: K } {
  return Object.fromEntries(codes.map((code) => [code, code])) as { readonly [K in Code]: K };
}
