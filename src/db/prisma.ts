/**
 * The Prisma client's type, for every file that takes a client or a transaction's client
 * (`Pick<Prisma, ...>`): a leaf that opens nothing (src/db/client.ts makes the client).
 */
export type { PrismaClient as Prisma } from '../generated/prisma/client.ts';
