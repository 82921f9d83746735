import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; these are the OWASP minimum settings (~9 ms a hash here).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
};

// A fixed hash to verify against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | null = null;
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 12-character password for registration (no look-alike characters, it is typed from an email). */
export const generatePassword = (length = 12): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
