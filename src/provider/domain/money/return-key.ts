import { createHash, randomBytes } from 'node:crypto';

/**
 * A payment's return key: 128 random bits made at checkout and put in the return URL the bank
 * sends the payer back to (`key=`, contract/rules/money.ts RETURN_KEY_PARAM). A guest has no session, so showing the key is how the
 * payer proves the payment is theirs; without it a guest's callback looks nothing up at the
 * bank and answers the same 404 for every id (docs/payments.md "Buying").
 *
 * Only the key's SHA-256 is stored (payments.return_key_hash), as session tokens are: the key
 * has 128 bits of entropy, so a plain hash is enough, and the lookup compares hashes, whose
 * timing tells nothing about the key itself.
 */
export const hashReturnKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function newReturnKey(): { key: string; hash: string } {
  const key = randomBytes(16).toString('base64url');
  return { key, hash: hashReturnKey(key) };
}
