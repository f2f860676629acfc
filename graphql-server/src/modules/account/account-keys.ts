import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import { SecretBox } from './secret-box.js';

/** Two keys from the one configured key (HKDF-SHA-256), so encryption and hashing never share key material. */
export interface AccountKeys {
  totpBox: SecretBox;
  recoveryCodeKey: Buffer;
}

const cache = new WeakMap<Buffer, AccountKeys>();

export function accountKeys(config: Pick<AppConfig, 'accountSecurity'>): AccountKeys {
  const master = config.accountSecurity.totpEncryptionKey;
  let keys = cache.get(master);
  if (!keys) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
    keys = { totpBox: new SecretBox(derive('netfund totp secret v1')), recoveryCodeKey: derive('netfund recovery code v1') };
    cache.set(master, keys);
  }
  return keys;
}
