/**
 * SPEC §2/§5: the route id is parsed as an integer and loaded only when it is a number greater than 0.
 * Returns the id to load, or null for an invalid one.
 */
export function parseApplicationId(param: string | undefined): number | null {
  const id = Number.parseInt(param ?? '', 10);
  return Number.isNaN(id) || id <= 0 ? null : id;
}
