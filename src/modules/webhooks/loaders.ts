import type { Event } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

/** The events of deliveries, by sequence number (one statement per page of deliveries). */
export const eventOfDelivery = defineLoader<bigint, Event | null>(async (ctx, seqs) =>
  byKey(seqs, await ctx.prisma.event.findMany({ where: { seq: { in: [...seqs] } } }), (e) => e.seq),
);
