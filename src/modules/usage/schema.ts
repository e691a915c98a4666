import { builder } from '../../graphql/builder.ts';
import { type InstanceUsage, instanceUsage } from './service.ts';

const count = (description: string) => ({ description });

const InstanceUsageRef = builder.simpleObject('InstanceUsage', {
  description:
    'What the instance stores, counted when asked (instance admin): to size a machine or its database, to see ' +
    'what a garbage collection or a purge freed, and which logs grow. Content is stored once per hash, so the ' +
    'tree nodes, documents and file blobs are shared by every revision and space that holds the same content.',
  fields: (t) => ({
    users: t.int(count('User accounts.')),
    apiTokens: t.int(count('API tokens of every user, expired ones included until they are revoked.')),
    browserSessions: t.int(
      count('Browser sessions (sign-ins) stored, expired ones included until they are collected.'),
    ),
    organizations: t.int(count('Organizations.')),
    spaces: t.int(count('Spaces not deleted.')),
    deletedSpaces: t.int(count('Deleted spaces awaiting their purge (restorable for 7 days).')),
    changeRequests: t.int(count('Change requests, of every status.')),
    comments: t.int(count('Comments and replies, on spaces and change requests.')),
    revisions: t.int(count('Revisions of every space (each an immutable snapshot).')),
    treeNodes: t.int(count('Stored page-tree nodes (once per hash, shared between revisions).')),
    documents: t.int(count('Stored page and reusable-content documents (once per hash).')),
    fileBlobs: t.int(count('Stored file bodies: uploads and space files (once per hash).')),
    fileBytes: t.float(count('Bytes of the stored file bodies.')),
    searchSections: t.int(count('Rows of the full-text index: sections of stored documents.')),
    searchTitles: t.int(count('Rows of the full-text index: page titles.')),
    embeddings: t.int(count('Embeddings of document sections, for answers (one per section and model).')),
    gitPacks: t.int(count('Git packs stored from pushes (objects kept beside the revisions).')),
    gitPackBytes: t.float(count('Bytes of the stored git packs.')),
    gitCommits: t.int(count('Pushed git commits mapped to the revisions they became.')),
    openAPISpecVersions: t.int(count('Stored versions of OpenAPI specifications (each its whole document).')),
    events: t.int(count('Domain events in the outbox (pruned after their retention period).')),
    webhookDeliveries: t.int(count('Webhook deliveries, pending, delivered and failed.')),
    insightEvents: t.int(count("Site insights events (readers' page views, searches, feedback).")),
  }),
});

builder.queryFields((t) => ({
  instanceUsage: t.field({
    type: InstanceUsageRef,
    nullable: true,
    description:
      'Instance admin (ADMIN_TOKEN): what the instance stores, counted now (`cli usage` prints the same). No ' +
      'token: unauthenticated; any other token: null with a forbidden error, the fields beside it answered.',
    resolve: (_, __, ctx): Promise<InstanceUsage> => instanceUsage(ctx),
  }),
}));
