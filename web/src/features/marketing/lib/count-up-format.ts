/**
 * The count-up's numbers (SPEC §2: en-US thousands separators, a fixed number of decimals; §9: 1.5 s). Shared by the
 * server-rendered markup (count-up.tsx) and the animation in web/src/enhance.ts: no imports, so enhance.ts stays free
 * of React, Chakra and the router.
 */
export const COUNT_UP_DURATION_MS = 1500;

/** 10000 -> "10,000", 96 with 1 decimal -> "96.0". */
export function formatCount(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}
