import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum: m = 19 MiB, t = 2, p = 1. */
const ARGON2ID = 2; // Algorithm.Argon2id; the package exports it as a const enum, which isolatedModules cannot read.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified against when the username does not exist,
 * so an unknown user costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}
