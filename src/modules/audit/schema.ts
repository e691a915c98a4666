import type { AuditEvent } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { childById, enumColumn } from '../../graphql/fields.ts';
import { url } from '../../request/context.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { getAuditEvent, listAuditEventActions, listAuditEvents, loadVisibleAuditEvent } from './service.ts';

const AuditEventActorTypeEnum = describedEnum('AuditEventActorType', 'Kind of actor that made a change.', {
  user: 'A person (their API token or browser session).',
  integration: 'An integration.',
  installation: 'An installation of an integration.',
  system: 'The server itself: the instance admin token, the admin CLI, a job or a sign-in.',
  support: 'Support staff.',
});

const AuditEventSourceEnum = describedEnum('AuditEventSource', 'Entry point that made a change.', {
  ui: 'The web application.',
  api: 'The API (every change Quire records comes through it).',
  integration: 'An integration.',
  webhook: 'A webhook.',
  workflow: 'A workflow.',
  script: 'A script.',
  support: 'Support staff.',
});

const AuditEventActor = builder.simpleObject('AuditEventActor', {
  description: 'Who made a recorded change.',
  fields: (t) => ({
    type: t.field({ type: AuditEventActorTypeEnum, description: 'Kind of actor.' }),
    key: t.string({
      description:
        'Stable identifier of the actor (a user id; `job:<name>` or `instance-admin` for the system). REST: `id`.',
    }),
    label: t.string({ nullable: true, description: 'Display label captured when the event was recorded.' }),
  }),
});

const AuditEventTarget = builder.simpleObject('AuditEventTarget', {
  description: 'The resource a recorded change affected.',
  fields: (t) => ({
    type: t.string({ description: 'Kind of resource (`user`, `team`, `space`, `site`, `api_token`...).' }),
    key: t.string({ description: 'Stable identifier of the resource. REST: `id`.' }),
    label: t.string({ nullable: true, description: 'Display label captured when the event was recorded.' }),
  }),
});

const AuditEventUrls = builder.simpleObject('AuditEventUrls', {
  description: 'Addresses of an audit event.',
  fields: (t) => ({ location: t.string({ description: 'URL of the audit event in the API.' }) }),
});

const AuditEventAction = builder.simpleObject('AuditEventAction', {
  description: 'An action the audit log records.',
  fields: (t) => ({
    object: t.string({ description: 'Always `"audit-event-action"` (REST discriminator).' }),
    key: t.string({
      description: 'Stable action identifier stored on audit events (e.g. `member.role_updated`). REST: `id`.',
    }),
    label: t.string({ description: 'Human-readable label for the action.' }),
  }),
});

export const AuditEventRef = builder.objectRef<AuditEvent>('AuditEvent');

builder.node(AuditEventRef, {
  description:
    "One recorded change of an organization's administration (members, teams, permissions, SSO, tokens, integrations, sites, spaces). Organization admins only.",
  id: { resolve: (e) => e.id },
  loadOne: (id, ctx) => loadVisibleAuditEvent(ctx, id),
  fields: (t) => ({
    object: t.string({ description: 'Always `"audit-event"` (REST discriminator).', resolve: () => 'audit-event' }),
    key: t.exposeString('id', { description: 'The raw id (a UUID) of the event.' }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime', description: 'When the change was made.' }),
    action: t.exposeString('action', { description: 'Stable action name (see `auditEventActions`).' }),
    actor: t.field({
      type: AuditEventActor,
      description: 'Who made the change.',
      resolve: (e) => ({ type: e.actorType as 'user' | 'system', key: e.actorId, label: e.actorLabel }),
    }),
    source: enumColumn(t, 'source', AuditEventSourceEnum, 'Entry point of the change.'),
    target: t.field({
      type: AuditEventTarget,
      description: 'The resource the change affected.',
      resolve: (e) => ({ type: e.targetType, key: e.targetId, label: e.targetLabel }),
    }),
    correlationId: t.exposeString('correlationId', {
      nullable: true,
      description: 'The request that made the change, shared by the events it recorded (null outside requests).',
    }),
    schemaVersion: t.exposeInt('schemaVersion', { description: 'Version of the action payload schema.' }),
    payload: t.field({
      type: 'JSON',
      description: 'Allowlisted details of the action (ids and changed values; never a secret).',
      resolve: (e) => e.payload as object,
    }),
    urls: t.field({
      type: AuditEventUrls,
      description: 'Addresses of the event.',
      resolve: (e, _, ctx) => ({ location: url(ctx, `/v1/orgs/${e.organizationId}/audit-events/${e.id}`) }),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  auditEvents: t.connection(
    {
      type: AuditEventRef,
      description:
        "The organization's audit log, newest first (organization admins): at most 100 a page, 20 by default.",
      args: {
        from: t.arg({ type: 'DateTime', description: 'Only events at or after this time.' }),
        to: t.arg({ type: 'DateTime', description: 'Only events at or before this time.' }),
        action: t.arg.string({ description: 'Only events of this action (e.g. `member.added`).' }),
        actor: t.arg.string({ description: 'Only events of this actor (its stable id).' }),
        target: t.arg.string({ description: 'Only events about this resource (its stable id).' }),
      },
      resolve: (org, args, ctx) => listAuditEvents(ctx, org.id, args),
    },
    connectionOf(AuditEventRef),
  ),
  auditEvent: childById(
    t,
    AuditEventRef,
    'One event of the audit log with its payload (organization admins); an error for an unknown id.',
    { name: 'id', what: 'audit event' },
    getAuditEvent,
  ),
  auditEventActions: t.connection(
    {
      type: AuditEventAction,
      description: 'The actions the audit log records, with their labels (organization admins).',
      resolve: (org, args, ctx) => listAuditEventActions(ctx, org.id, args),
    },
    connectionOf(AuditEventAction),
  ),
}));
