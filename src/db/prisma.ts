/**
 * The Prisma client's type, for every file that takes a client or a transaction's client
 * (`Pick<Prisma, ...>`): a leaf that opens nothing (src/db/client.ts makes the client).
 */
export type { PrismaClient as Prisma } from '../generated/prisma/client.ts';

import type { Prisma as PrismaNamespace } from '../generated/prisma/client.ts';

/** The client a `$transaction` callback gets. */
export type Transaction = PrismaNamespace.TransactionClient;
