/**
 * The one store behind every MSW handler: each domain file (scenario, netbuilder, net30, …) registers its slice of
 * state here (how to snapshot it, restore it and reset it). The whole world serialises to one JSON text, so
 * `npm run dev:mock` keeps it in sessionStorage across full page loads (browser.ts), and `resetMocks()` puts every
 * slice back to its demo defaults. In Node (component tests) it only lives in memory.
 */

interface Slice {
  snapshot(): unknown;
  restore(state: never): void;
  reset(): void;
}

const slices = new Map<string, Slice>();

/** The sessionStorage key `npm run dev:mock` keeps the world under. */
export const STORAGE_KEY = 'netfund:mocks';
/** Bumped when a slice's shape changes: a saved world of another version is ignored (the defaults load instead). */
const VERSION = 1;

/**
 * Registers a domain's state. `snapshot` returns its live values (Maps, Sets and Dates survive serialisation),
 * `restore` assigns them back, `reset` restores the domain's demo defaults.
 */
export function registerSlice<T>(name: string, snapshot: () => T, restore: (state: T) => void, reset: () => void): void {
  slices.set(name, { snapshot, restore: restore as (state: never) => void, reset });
}

/** Every registered slice back to its defaults: the demo accounts, nobody signed in, no pending failures. */
export function resetMocks(): void {
  for (const slice of slices.values()) slice.reset();
}

/** The names of the registered slices (for the store's own tests). */
export function sliceNames(): string[] {
  return [...slices.keys()];
}

const TAG = '__mockType';

function encode(this: unknown, key: string, value: unknown): unknown {
  // Date#toJSON has already run when the replacer sees the value: read the raw one from the holder.
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return { [TAG]: 'Date', value: raw.toISOString() };
  if (value instanceof Map) return { [TAG]: 'Map', value: [...value.entries()] };
  if (value instanceof Set) return { [TAG]: 'Set', value: [...value.values()] };
  return value;
}

function decode(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && TAG in value) {
    const tagged = value as { [TAG]: string; value: unknown };
    if (tagged[TAG] === 'Date') return new Date(tagged.value as string);
    if (tagged[TAG] === 'Map') return new Map(tagged.value as [unknown, unknown][]);
    if (tagged[TAG] === 'Set') return new Set(tagged.value as unknown[]);
  }
  return value;
}

/** The whole mock world as one JSON text. */
export function serializeMocks(): string {
  const state = Object.fromEntries([...slices].map(([name, slice]) => [name, slice.snapshot()]));
  return JSON.stringify({ version: VERSION, state }, encode);
}

/**
 * Loads a world `serializeMocks` wrote. Slices missing from it keep their current state; a text of another version
 * or that does not parse changes nothing. Returns whether it was loaded.
 */
export function restoreMocks(text: string | null | undefined): boolean {
  if (!text) return false;
  let saved: { version?: unknown; state?: Record<string, unknown> };
  try {
    saved = JSON.parse(text, decode) as typeof saved;
  } catch {
    return false;
  }
  if (saved.version !== VERSION || !saved.state || typeof saved.state !== 'object') return false;
  for (const [name, slice] of slices) {
    if (name in saved.state) slice.restore(saved.state[name] as never);
  }
  return true;
}

/** Minimal Storage (sessionStorage in the browser; a Map-backed one in tests). */
export interface MockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Writes the world to `storage` (after each handled request, and when the page goes away). */
export function saveMocks(storage: MockStorage): void {
  try {
    storage.setItem(STORAGE_KEY, serializeMocks());
  } catch {
    // Storage full or refused (private mode): the world stays in memory for this page.
  }
}

/** Reads the world `saveMocks` wrote, if any. */
export function loadMocks(storage: MockStorage): boolean {
  return restoreMocks(storage.getItem(STORAGE_KEY));
}
