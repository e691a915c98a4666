/**
 * Webhooks: an organization's admins register receivers (url, event types, optional space), get
 * the signing secret once (create, rotate), list them with their recent deliveries, disable and
 * re-enable them, and redeliver a delivery. Secrets are encrypted at rest with the secrets key
 * (src/infra/secrets.ts). Deliveries are sent by the dispatcher (./dispatcher.ts).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Webhook, WebhookDelivery } from '../../generated/prisma/client.ts';
import { EVENT_TYPES } from '../../infra/outbox.ts';
import { checkUrl, SafeFetchError } from '../../infra/safe-fetch.ts';
import { encryptSecret } from '../../infra/secrets.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { requireOrgRole } from '../organizations/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { secretContext } from './dispatcher.ts';
import { newWebhookSecret } from './signing.ts';

const MAX_WEBHOOKS = 50;

const fields = {
  url: z.string().min(1).max(2048),
  eventTypes: z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length),
  spaceId: z.string().min(1).max(200).nullable(),
  description: z.string().max(500),
};
const createInput = z.object({
  url: fields.url,
  eventTypes: fields.eventTypes.nullish(),
  spaceId: fields.spaceId.optional(),
  description: fields.description.nullish(),
});
const updateInput = z.object({
  url: fields.url.nullish(),
  eventTypes: fields.eventTypes.nullish(),
  spaceId: fields.spaceId.optional(),
  description: fields.description.nullish(),
  enabled: z.boolean().nullish(),
});

/** The URL under the SSRF rules of server-side fetches (IMPORT_ALLOWED_HOSTS lifts them per host). */
function receiverUrl(ctx: Context, value: string): string {
  try {
    return checkUrl(value, ctx.config.importAllowedHosts).href;
  } catch (error) {
    if (error instanceof SafeFetchError) throw new BadRequestError(`Invalid 'url': ${error.message}`, 'url');
    throw new BadRequestError("Invalid 'url'", 'url');
  }
}

async function spaceIn(ctx: Context, organizationId: string, value: string | null | undefined) {
  if (value == null) return value;
  const id = value;
  const space = await spaceById(ctx).load(id);
  if (!space || space.organizationId !== organizationId)
    throw new BadRequestError(`No space '${value}' in this organization`, 'spaceId');
  return space.id;
}

/** A webhook the caller administers (404 for others' organizations, 403 for non-admins). */
export async function getWebhook(ctx: Context, idArg: string): Promise<Webhook> {
  const id = idArg;
  const webhook = await ctx.prisma.webhook.findUnique({ where: { id } });
  if (!webhook) throw new NotFoundError(`Webhook '${id}' not found`);
  await requireOrgRole(ctx, webhook.organizationId, 'admin');
  return webhook;
}

/** For `node(id)`: the webhook when the caller administers its organization, else null. */
export async function loadVisibleWebhook(ctx: Context, id: string): Promise<Webhook | null> {
  try {
    return await getWebhook(ctx, id);
  } catch {
    return null;
  }
}

export async function listWebhooks(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const where = { organizationId };
  return paginate(
    args,
    (page) => ctx.prisma.webhook.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.webhook.count({ where }),
  );
}

export async function createWebhook(ctx: Context, organizationIdArg: string, input: unknown) {
  const organizationId = organizationIdArg;
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  const url = receiverUrl(ctx, data.url);
  const spaceId = await spaceIn(ctx, organizationId, data.spaceId);
  if ((await ctx.prisma.webhook.count({ where: { organizationId } })) >= MAX_WEBHOOKS)
    throw new BadRequestError(`An organization has at most ${MAX_WEBHOOKS} webhooks`);
  const id = newId();
  const secret = newWebhookSecret();
  const webhook = await ctx.prisma.webhook.create({
    data: {
      id,
      organizationId,
      url,
      eventTypes: data.eventTypes ?? [],
      spaceId: spaceId ?? null,
      description: data.description ?? '',
      secret: await encryptSecret(ctx.prisma, ctx.config, secret, secretContext(id)),
      createdById: ctx.viewer?.userId ?? null,
    },
  });
  return { webhook, secret };
}

export async function updateWebhook(ctx: Context, idArg: string, input: unknown) {
  const webhook = await getWebhook(ctx, idArg);
  const data = parseInput(updateInput, input);
  const spaceId = await spaceIn(ctx, webhook.organizationId, data.spaceId);
  const enabling = data.enabled === true && !webhook.enabled;
  return ctx.prisma.$transaction(async (tx) => {
    if (enabling)
      // Its queue resumes now, with a fresh retry period.
      await tx.webhookDelivery.updateMany({
        where: { webhookId: webhook.id, status: 'pending' },
        data: { attempts: 0, nextAttemptAt: new Date() },
      });
    return tx.webhook.update({
      where: { id: webhook.id },
      data: {
        ...(data.url != null ? { url: receiverUrl(ctx, data.url) } : {}),
        ...(data.eventTypes != null ? { eventTypes: data.eventTypes } : {}),
        ...(spaceId !== undefined ? { spaceId } : {}),
        ...(data.description != null ? { description: data.description } : {}),
        ...(data.enabled === false && webhook.enabled
          ? { enabled: false, disabledAt: new Date(), disabledReason: 'Disabled by an administrator' }
          : {}),
        ...(enabling ? { enabled: true, disabledAt: null, disabledReason: null } : {}),
      },
    });
  });
}

/** A new signing secret, returned once; the old one stops signing at once. */
export async function rotateWebhookSecret(ctx: Context, idArg: string) {
  const webhook = await getWebhook(ctx, idArg);
  const secret = newWebhookSecret();
  const updated = await ctx.prisma.webhook.update({
    where: { id: webhook.id },
    data: { secret: await encryptSecret(ctx.prisma, ctx.config, secret, secretContext(webhook.id)) },
  });
  return { webhook: updated, secret };
}

export async function deleteWebhook(ctx: Context, idArg: string): Promise<boolean> {
  const id = idArg;
  const webhook = await ctx.prisma.webhook.findUnique({ where: { id } });
  if (!webhook) return false;
  await requireOrgRole(ctx, webhook.organizationId, 'admin');
  const { count } = await ctx.prisma.webhook.deleteMany({ where: { id } });
  return count > 0;
}

/** Deliveries of a webhook, newest first. */
export async function listDeliveries(ctx: Context, webhook: Webhook, args: PageArgs) {
  const where = { webhookId: webhook.id };
  return paginate(
    args,
    (page) =>
      ctx.prisma.webhookDelivery.findMany({ where, orderBy: [{ eventSeq: 'desc' }, { createdAt: 'desc' }], ...page }),
    () => ctx.prisma.webhookDelivery.count({ where }),
  );
}

export async function getDelivery(ctx: Context, idArg: string): Promise<WebhookDelivery> {
  const id = idArg;
  const delivery = await ctx.prisma.webhookDelivery.findUnique({ where: { id } });
  if (!delivery) throw new NotFoundError(`Webhook delivery '${id}' not found`);
  await getWebhook(ctx, delivery.webhookId);
  return delivery;
}

export async function loadVisibleDelivery(ctx: Context, id: string) {
  try {
    return await getDelivery(ctx, id);
  } catch {
    return null;
  }
}

/** Sends a delivery's event again, as a new delivery (same `webhook-id`, so receivers can tell). */
export async function redeliver(ctx: Context, idArg: string) {
  const delivery = await getDelivery(ctx, idArg);
  return ctx.prisma.webhookDelivery.create({
    data: { id: `dlv_${newId()}`, webhookId: delivery.webhookId, eventSeq: delivery.eventSeq },
  });
}
