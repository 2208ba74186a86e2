// Gift card codes: 20 characters of Crockford's base32 from 100 random bits (guessing one among a million cards takes
// about 10^24 tries), shown as GIFT-XXXX-XXXX-XXXX-XXXX-XXXX. People type them back: any case, with or without the
// prefix, dashes and spaces, and the letters Crockford reads as digits (I and L as 1, O as 0). Cards are looked up by
// the SHA-256 of the code, so no comparison of secrets takes time that depends on how much of a guess was right.
import crypto from 'node:crypto';
import { GIFT_CARD_CODE_LENGTH, GIFT_CARD_CODE_PREFIX } from '@larder/contracts/values/gift-cards';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function generateCode(): string {
  const bytes = crypto.randomBytes(13); // 104 bits; the first 100 are used
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < GIFT_CARD_CODE_LENGTH; index += 1) {
    code += ALPHABET[Number((bits >> BigInt(99 - index * 5 - 4)) & 31n)];
  }
  return code;
}

/** The code a person typed, as stored; undefined when it cannot be one. */
export function normalizeCode(input: string): string | undefined {
  let code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length === GIFT_CARD_CODE_PREFIX.length + GIFT_CARD_CODE_LENGTH && code.startsWith(GIFT_CARD_CODE_PREFIX)) {
    code = code.slice(GIFT_CARD_CODE_PREFIX.length);
  }
  code = code.replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  return [...code].every((character) => ALPHABET.includes(character)) ? code : undefined;
}

export function formatCode(code: string): string {
  return [GIFT_CARD_CODE_PREFIX, ...(code.match(/.{1,4}/g) ?? [])].join('-');
}

export function codeDigest(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}
