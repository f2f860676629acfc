import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The breached-password check of issue 13 item 8: `common-passwords.txt` beside this file holds the 10,000 most
 * common passwords of public breach corpora, most common first, lower-cased, one a line.
 *
 * Source: the `passwords` frequency list of the npm package `@zxcvbn-ts/language-common` 4.1.3 (MIT, © Dan Wheeler
 * and Dropbox, Inc.; © zxcvbn-ts), itself drawn from Mark Burnett's 10-million-password breach corpus (xato.net). Made
 * by taking its first 10,000 entries, lower-cased, duplicates and entries with white space dropped.
 *
 * A password is refused when it is on the list ignoring letter case (an attacker's list tries the variants first).
 */
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(readFileSync(listFile(), 'utf8').split('\n').filter(Boolean));
  return list;
}

/** The text file lives in the sources; the compiled server (dist/…) reads it from there too. */
function listFile(): string {
  const here = resolve(import.meta.dirname, 'common-passwords.txt');
  if (existsSync(here)) return here;
  return here.replace(/([\\/])dist([\\/])graphql-server([\\/])/, '$1graphql-server$3');
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** How many passwords the list holds (for its test). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
