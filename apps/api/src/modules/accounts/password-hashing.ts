// argon2id with OWASP's first recommended setting (m=19 MiB, t=2, p=1). A login for an unknown address verifies
// against a dummy hash, so answering takes as long whether or not the address has an account.
// The memory is a setting (PASSWORD_HASH_MEMORY_KIB, never below OWASP's 19 MiB in production): the test apps and
// the journeys' servers hash with 1 MiB, a fortieth of the work (docs/decisions/181-faults-load-and-sweeps.md,
// "Password hashes at test cost").
import argon2 from 'argon2';

/** OWASP's argon2id minimum (m=19 MiB), the default and the floor in production. */
export const STANDARD_HASH_MEMORY_KIB = 19 * 1024;

/** The least the setting takes: 1 MiB, a fortieth of the standard cost, for tests (refused in production). */
export const LEAST_HASH_MEMORY_KIB = 1024;

export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: STANDARD_HASH_MEMORY_KIB,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes and checks passwords at one cost; one per app, from its settings (app.passwords). */
export class PasswordHasher {
  private readonly options: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number };
  private dummyHash: Promise<string> | undefined;

  constructor(memoryKib: number = STANDARD_HASH_MEMORY_KIB) {
    this.options = { ...ARGON2_OPTIONS, memoryCost: memoryKib };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** Verifies a password; with no hash (unknown address, SSO-only account) it spends one verification and fails. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('larder-dummy-password-for-timing');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Whether a stored hash was made with other settings than this hasher's (rehashed after a good login). */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.options);
    } catch {
      return true;
    }
  }
}
