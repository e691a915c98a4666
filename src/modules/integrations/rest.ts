import { deleteDocument, LIST, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
import { ORGANIZATION_FIELDS } from '../organizations/rest.ts';

export const INTEGRATION_FIELDS = /* GraphQL */ `
  fragment IntegrationFields on Integration {
    object name version title description summary previewImages target verified visibility scopes categories
    blocks { id: key title description icon urlUnfurl markdown { codeblock body } }
    contentSources { id: key title description icon configuration { componentId } }
    configurations externalLinks { url label } contentSecurityPolicy
    owner { ...OrganizationFields }
    urls { location icon app assets publicEndpoint publicContentEndpoint }
    permissions { admin install }
  }
  ${ORGANIZATION_FIELDS}
`;

export const integrationRoutes = [
  route({
    method: 'GET',
    path: '/v1/integrations',
    reader: false,
    summary: 'List integrations',
    description:
      "Lists the public integrations, plus the unlisted and private ones of the caller's organizations, by name; filtered by `search`, `category`, `blockDomain`, `blocks`, `contentSources`, `owner`, `scope` and `target`. Needs a token.",
    query: {
      search: 'string',
      category: 'string',
      blockDomain: 'string',
      blocks: 'boolean',
      contentSources: 'boolean',
      owner: 'string',
      scope: 'string',
      target: 'string',
    },
    operation: `query ($first: Int, $after: String, $search: String, $category: IntegrationCategory, $blockDomain: String, $blocks: Boolean,
      $contentSources: Boolean, $owner: String, $scope: IntegrationScope, $target: IntegrationTarget) {
      integrations(first: $first, after: $after, search: $search, category: $category, blockDomain: $blockDomain, blocks: $blocks,
        contentSources: $contentSources, owner: $owner, scope: $scope, target: $target) {
        ${LIST} edges { node { ...IntegrationFields } }
      }
    } ${INTEGRATION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/integrations/{integrationName}',
    reader: false,
    summary: 'Get an integration by its name',
    description:
      'Returns an integration: public and unlisted ones to any authenticated caller, private ones to members of the owner organization only (404 for everyone else). Secrets are never returned.',
    operation: `query ($integrationName: String!) { integration(name: $integrationName) { ...IntegrationFields } } ${INTEGRATION_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/integrations/{integrationName}',
    reader: false,
    summary: 'Publish an integration',
    description:
      'Publishes a new integration, or a new version of one (`version` goes up), described in full by the body. Only admins of the owner organization may; `secrets` are encrypted at rest and kept when absent. Scripts are stored, not run.',
    body: true,
    pick: 'integration',
    operation: mutationDocument('publishIntegration', 'PublishIntegrationInput', {
      select: 'integration { ...IntegrationFields }',
      fragments: INTEGRATION_FIELDS,
    }),
  }),
  route({
    method: 'DELETE',
    path: '/v1/integrations/{integrationName}',
    reader: false,
    summary: 'Unpublish an integration',
    description:
      "Removes an integration. Only admins of its organization may. Answers 205 when removed, and 204 when there was nothing to remove, also for another organization's private integration, whose existence is not revealed.",
    reply: deleteReply,
    operation: deleteDocument('unpublishIntegration', 'UnpublishIntegrationInput'),
  }),
];
