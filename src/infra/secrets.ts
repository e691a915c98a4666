/**
 * Secrets at rest (integration secrets): AES-256-GCM with node:crypto.
 *
 * The key is SECRETS_KEY when set. Otherwise a random key is generated once and kept in the
 * database (`InstanceSecret`), so encryption works out of the box on the embedded database and
 * every instance sharing a PostgreSQL database uses the same key (the first one to start creates
 * it; `INSERT ... ON CONFLICT DO NOTHING` then a read). That protects secrets from the API, logs
 * and partial dumps, not from someone holding the whole database: set SECRETS_KEY to keep the key
 * outside of it.
 *
 * An envelope names its key (`v1.<keyId>.<iv>.<tag>.<ciphertext>`, base64url), so secrets
 * encrypted with the generated key stay readable after SECRETS_KEY is set (new writes use
 * SECRETS_KEY). The associated data binds a ciphertext to its owner (e.g. the integration name).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Prisma } from '../db/prisma.ts';

const GENERATED_KEY = 'secrets-key';

interface Key {
  id: string;
  key: Buffer;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

const generatedKeys = new WeakMap<Prisma, Key>();

/** The generated key of this database (created first when `create`); null when there is none. */
async function generatedKey(prisma: Prisma, create: boolean): Promise<Key | null> {
  const cached = generatedKeys.get(prisma);
  if (cached) return cached;
  if (create) {
    // Idempotent on every instance: the first insert wins, everyone reads the same row.
    await prisma.instanceSecret.createMany({
      data: [{ name: GENERATED_KEY, value: randomBytes(32).toString('base64') }],
      skipDuplicates: true,
    });
  }
  const row = await prisma.instanceSecret.findUnique({ where: { name: GENERATED_KEY } });
  if (!row) return null;
  const key = Buffer.from(row.value, 'base64');
  const found = { id: keyId(key), key };
  generatedKeys.set(prisma, found);
  return found;
}

async function currentKey(prisma: Prisma, config: Pick<Config, 'secretsKey'>): Promise<Key> {
  if (config.secretsKey) return { id: keyId(config.secretsKey), key: config.secretsKey };
  return (await generatedKey(prisma, true))!;
}

export class SecretDecryptionError extends Error {}

const b64 = (b: Buffer) => b.toString('base64url');

export async function encryptSecret(
  prisma: Prisma,
  config: Pick<Config, 'secretsKey'>,
  plaintext: string,
  associatedData: string,
): Promise<string> {
  const { id, key } = await currentKey(prisma, config);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', id, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
}

export async function decryptSecret(
  prisma: Prisma,
  config: Pick<Config, 'secretsKey'>,
  envelope: string,
  associatedData: string,
): Promise<string> {
  const [version, id, iv, tag, data] = envelope.split('.');
  if (version !== 'v1' || !id || !iv || !tag || data === undefined)
    throw new SecretDecryptionError('Unknown secret envelope');
  let key: Buffer | undefined;
  if (config.secretsKey && keyId(config.secretsKey) === id) key = config.secretsKey;
  else {
    const generated = await generatedKey(prisma, false);
    if (generated?.id === id) key = generated.key;
  }
  if (!key)
    throw new SecretDecryptionError(
      `The key ${id} that encrypted this secret is not available (was SECRETS_KEY changed?)`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError('The secret cannot be decrypted (wrong key or tampered data)');
  }
}

/**
 * A key for one purpose (e.g. signing site tokens), derived from the current secrets key, so it
 * is held by the server only and shared by every instance of a database.
 */
export async function derivedKey(prisma: Prisma, config: Pick<Config, 'secretsKey'>, purpose: string): Promise<Buffer> {
  const { key } = await currentKey(prisma, config);
  return createHmac('sha256', key).update(purpose).digest();
}
