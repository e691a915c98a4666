import { LIST } from '../../rest/documents.ts';
import { type RestInput, route } from '../../rest/route.ts';

const EVENT =
  'object id: key occurredAt action actor { type id: key label } source target { type id: key label } urls { location }';

const ORG = '/v1/orgs/{organizationId}';

/** The list's variables: the page, and the filters under the operation's names. */
const listVariables = ({ params, query }: RestInput) => ({
  organizationId: params.organizationId,
  first: query.limit ?? null,
  after: query.page ?? null,
  from: query.from ?? null,
  to: query.to ?? null,
  action: query.action ?? null,
  actor: query.actor ?? null,
  target: query.target ?? null,
});

export const auditRoutes = [
  route({
    method: 'GET',
    path: `${ORG}/audit-events`,
    reader: false,
    summary: 'List organization audit events',
    description:
      'Lists the recorded changes of the organization (members, roles, teams, permissions, SSO providers, API tokens, integrations, sites’ visibility and publishing, spaces’ deletion, restore and transfer), newest first. `from` and `to` bound the time (inclusive), `action`, `actor` and `target` match exact ids. `limit` is at most 100 (default 20). Organization admins only: other members 403, others 404.',
    query: { from: 'string', to: 'string', action: 'string', actor: 'string', target: 'string' },
    variables: listVariables,
    pick: 'auditEvents',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $from: DateTime, $to: DateTime, $action: String, $actor: String, $target: String) {
      organization(id: $organizationId) {
        auditEvents(first: $first, after: $after, from: $from, to: $to, action: $action, actor: $actor, target: $target) {
          ${LIST} edges { node { ${EVENT} } }
        }
      }
    }`,
  }),
  route({
    method: 'GET',
    path: `${ORG}/audit-events/{auditEventId}`,
    reader: false,
    summary: 'Get an organization audit event',
    description:
      'Returns one recorded change with its payload (allowlisted details, never a secret), its schema version and the id of the request that made it (`correlationId`). Organization admins only; an unknown id or another organization’s event is 404.',
    pick: 'auditEvent',
    operation: `query ($organizationId: ID!, $auditEventId: ID!) {
      organization(id: $organizationId) {
        auditEvent(id: $auditEventId) { ${EVENT} correlationId schemaVersion payload }
      }
    }`,
  }),
  route({
    method: 'GET',
    path: `${ORG}/audit-event-actions`,
    reader: false,
    summary: 'List organization audit event actions',
    description:
      'Lists the action ids the audit log records, with their display labels. Organization admins only: other members 403, others 404.',
    pick: 'auditEventActions',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) { auditEventActions(first: $first, after: $after) { ${LIST} edges { node { object id: key label } } } }
    }`,
  }),
];
