import type { Webhook, WebhookDelivery } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { childList, connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, enumListColumn, inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { EventRef, EventTypeEnum } from '../events/schema.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { spaceById } from '../spaces/loaders.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { eventOfDelivery } from './loaders.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  loadVisibleDelivery,
  loadVisibleWebhook,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
} from './service.ts';

const WebhookDeliveryStatusEnum = describedEnum('WebhookDeliveryStatus', 'Where a delivery stands.', {
  pending: 'To be sent, or to be retried at `nextAttemptAt`.',
  delivered: 'The receiver answered 2xx.',
  failed: 'Given up after the retry period (the webhook was disabled).',
});

export const WebhookRef = builder.objectRef<Webhook>('Webhook');

export const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery');

builder.node(WebhookRef, {
  description:
    'A receiver of the organization’s events: signed POSTs (Standard Webhooks) of GitBook-shaped JSON. Organization admins only.',
  id: { resolve: (w) => w.id },
  loadOne: (id, ctx) => loadVisibleWebhook(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The raw id of the webhook.' }),
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    description: t.exposeString('description', { description: 'A note for admins (at most 500 characters).' }),
    eventTypes: enumListColumn(t, 'eventTypes', EventTypeEnum, 'Event types sent; empty: all of them.'),
    space: t.field({
      type: SpaceRef,
      nullable: true,
      description: 'Only events of this space (null: the whole organization).',
      resolve: (w, _, ctx) => (w.spaceId ? spaceById(ctx).load(w.spaceId) : null),
    }),
    organization: t.field({
      type: OrganizationRef,
      description: 'The organization whose events are sent.',
      resolve: async (w, _, ctx) => (await organizationById(ctx).load(w.organizationId))!,
    }),
    enabled: t.exposeBoolean('enabled', { description: 'False: no event is queued or sent.' }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why it is disabled: by an administrator, or the delivery that kept failing.',
    }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true, description: 'When it was disabled.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Last change of its settings.' }),
    deliveries: t.connection(
      {
        type: WebhookDeliveryRef,
        description: 'Its deliveries, newest event first.',
        resolve: (w, args, ctx) => listDeliveries(ctx, w, args),
      },
      connectionOf(WebhookDeliveryRef),
    ),
  }),
});

builder.node(WebhookDeliveryRef, {
  description: 'One event sent (or to send) to one webhook, with the outcome of its last attempt.',
  id: { resolve: (d) => d.id },
  loadOne: (id, ctx) => loadVisibleDelivery(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The raw id of the delivery.' }),
    event: t.field({
      type: EventRef,
      nullable: true,
      description: 'The event (its `eventId` is the `webhook-id` header).',
      resolve: (d, _, ctx) => eventOfDelivery(ctx).load(d.eventSeq),
    }),
    status: enumColumn(t, 'status', WebhookDeliveryStatusEnum, 'Pending, delivered or failed.'),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.' }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a pending delivery is tried next.',
      resolve: (d) => (d.status === 'pending' ? d.nextAttemptAt : null),
    }),
    lastAttemptAt: t.expose('lastAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last tried.',
    }),
    lastStatus: t.exposeInt('lastStatus', {
      nullable: true,
      description: 'HTTP status of the last answer (null: no answer).',
    }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
    deliveredAt: t.expose('deliveredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the receiver accepted it.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued.' }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  webhooks: childList(t, WebhookRef, 'Webhooks of the organization, oldest first (organization admins).', listWebhooks),
}));

const secretField = {
  description: 'The signing secret (`whsec_...`), shown only in this answer.',
} as const;

const WebhookWithSecretPayload = (name: string, description: string) =>
  builder.simpleObject(name, {
    description,
    fields: (t) => ({
      webhook: t.field({ type: WebhookRef, description: 'The webhook.' }),
      secret: t.string(secretField),
    }),
  });
const CreateWebhookPayload = WebhookWithSecretPayload('CreateWebhookPayload', 'The new webhook and its secret.');
const RotateWebhookSecretPayload = WebhookWithSecretPayload(
  'RotateWebhookSecretPayload',
  'The webhook and its new secret.',
);
const UpdateWebhookPayload = builder.simpleObject('UpdateWebhookPayload', {
  description: 'The webhook after the change.',
  fields: (t) => ({ webhook: t.field({ type: WebhookRef, description: 'The webhook.' }) }),
});
const DeleteWebhookPayload = builder.simpleObject('DeleteWebhookPayload', {
  description: 'Whether a webhook was deleted.',
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was none.' }) }),
});
const RedeliverWebhookDeliveryPayload = builder.simpleObject('RedeliverWebhookDeliveryPayload', {
  description: 'The new delivery.',
  fields: (t) => ({ delivery: t.field({ type: WebhookDeliveryRef, description: 'Queued now.' }) }),
});

const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  description: 'A new webhook.',
  fields: (t) => ({
    organizationId: t.id(idOf({ required: true, description: 'Global id or REST id of the organization.' })),
    url: t.string({
      required: true,
      description: 'http(s) URL of the receiver; private addresses only for hosts in IMPORT_ALLOWED_HOSTS.',
    }),
    eventTypes: t.field({ type: [EventTypeEnum], description: 'Event types to send; empty or absent: all.' }),
    spaceId: t.id(idOf({ description: 'Only events of this space (global id or REST id).' })),
    description: t.string({ description: 'A note for admins (at most 500 characters).' }),
  }),
});
const UpdateWebhookInput = builder.inputType('UpdateWebhookInput', {
  description: 'Changes to a webhook; absent fields stay.',
  fields: (t) => ({
    id: t.id(idOf({ required: true, description: 'Global id of the webhook.' })),
    url: t.string({ description: 'New receiver URL.' }),
    eventTypes: t.field({ type: [EventTypeEnum], description: 'New event types (empty: all).' }),
    spaceId: t.id(idOf({ description: 'New space filter; null: the whole organization.' })),
    description: t.string({ description: 'New note.' }),
    enabled: t.boolean({
      description: 'False disables it; true re-enables it (its pending deliveries resume with a fresh retry period).',
    }),
  }),
});
const WebhookIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ id: t.id(idOf({ required: true, description: 'Global id.' })) }),
  });
const RotateWebhookSecretInput = WebhookIdInput('RotateWebhookSecretInput', 'The webhook whose secret to replace.');
const DeleteWebhookInput = WebhookIdInput('DeleteWebhookInput', 'The webhook to delete.');
const RedeliverWebhookDeliveryInput = WebhookIdInput('RedeliverWebhookDeliveryInput', 'The delivery to send again.');

builder.mutationFields((t) => ({
  createWebhook: inputMutation(t, {
    type: CreateWebhookPayload,
    description: 'Organization admins register a webhook; the answer holds its signing secret, shown once.',
    input: CreateWebhookInput,
    resolve: ({ organizationId, ...data }, ctx) => createWebhook(ctx, String(organizationId), data),
  }),
  updateWebhook: inputMutation(t, {
    type: UpdateWebhookPayload,
    description: 'Organization admins change, disable or re-enable a webhook.',
    input: UpdateWebhookInput,
    resolve: async ({ id, ...data }, ctx) => ({
      webhook: await updateWebhook(ctx, String(id), {
        ...data,
        ...(data.spaceId !== undefined ? { spaceId: data.spaceId === null ? null : String(data.spaceId) } : {}),
      }),
    }),
  }),
  rotateWebhookSecret: inputMutation(t, {
    type: RotateWebhookSecretPayload,
    description: 'Replaces the signing secret (shown once); the old one signs nothing from now on.',
    input: RotateWebhookSecretInput,
    resolve: (input, ctx) => rotateWebhookSecret(ctx, String(input.id)),
  }),
  deleteWebhook: inputMutation(t, {
    type: DeleteWebhookPayload,
    description: 'Deletes a webhook and its deliveries.',
    input: DeleteWebhookInput,
    resolve: async (input, ctx) => deletion('Webhook', input.id, await deleteWebhook(ctx, input.id)),
  }),
  redeliverWebhookDelivery: inputMutation(t, {
    type: RedeliverWebhookDeliveryPayload,
    description: 'Queues the event of a delivery again for its webhook (same `webhook-id`).',
    input: RedeliverWebhookDeliveryInput,
    resolve: async (input, ctx) => ({ delivery: await redeliver(ctx, String(input.id)) }),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteWebhookPayload);
