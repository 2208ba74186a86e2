// Authenticator secrets at rest (docs/decisions/200-operators.md, "Fifth round"): with OPERATOR_TOTP_KEY set, each
// secret is written sealed with AES-256-GCM under that key (a fresh 12-byte nonce each time; the tag makes a changed
// value fail to open), as `sealed:v1:<nonce>.<ciphertext and tag>` in base64url, so someone who reads the database
// does not hold the operators' second factor. A value without the prefix is a secret written in clear (before the key
// was set, or with none): it is still read, and sealed again the next time it is used.
import crypto from 'node:crypto';

const PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type Opened = { secret: string; sealed: boolean } | undefined;

export class SecretBox {
  constructor(private readonly key: Buffer | undefined) {}

  /** Whether a key is set: secrets are then written sealed. */
  get sealing(): boolean {
    return this.key !== undefined;
  }

  /** The value to store: sealed with the key, or the secret itself without one. */
  seal(secret: string): string {
    if (!this.key) return secret;
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${nonce.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * The secret of a stored value, and whether it was sealed; undefined when a sealed value cannot be opened (no key,
   * another key, or a changed value).
   */
  open(stored: string): Opened {
    if (!stored.startsWith(PREFIX)) return { secret: stored, sealed: false };
    if (!this.key) return undefined;
    const [nonceText, bodyText, ...rest] = stored.slice(PREFIX.length).split('.');
    if (!nonceText || !bodyText || rest.length > 0) return undefined;
    const nonce = Buffer.from(nonceText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (nonce.length !== NONCE_BYTES || body.length <= TAG_BYTES) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, nonce);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      const secret = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
      return { secret: secret.toString('utf8'), sealed: true };
    } catch {
      return undefined;
    }
  }
}
