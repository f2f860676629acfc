import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Format version byte, so the key or algorithm can change later without guessing what a stored value is. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for small secrets at rest (the TOTP secret, BACKOFFICE R5 "encrypted with a key from configuration").
 * Stored as `version (1) | iv (12) | tag (16) | ciphertext`. The user id is bound in as associated data, so a
 * secret copied onto another user's row does not decrypt.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret-box key must be 32 bytes (AES-256)');
  }

  seal(plaintext: Buffer, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  /** The plaintext, or an error when the value was tampered with, sealed for another context or with another key. */
  open(sealed: Buffer, context: string): Buffer {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error('Not a sealed secret');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
