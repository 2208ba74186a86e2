// Authenticator-app codes (RFC 6238 TOTP: 6 digits, 30-second steps, SHA-1, as every authenticator app reads an
// otpauth:// URI) through otplib. A code is accepted one step either side of now (clock drift), and never twice:
// the caller records the step it matched (repository.claimTotpStep).
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step the code matched at `now`, or undefined when it matches none (a malformed secret never throws). */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
