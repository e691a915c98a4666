/**
 * GitBook's operations that Quire does not serve (every other one of `@gitbook/api`'s OpenAPI
 * document is served: test/gitbook-coverage.test.ts accounts for each). Each answers 501 with why,
 * instead of a 404 that would read as a wrong address: `byDesign` when it cannot exist self-hosted
 * (listed in docs/features.md), otherwise not built yet. Those GitBook's reader calls answer 404
 * with the same message instead (`ABSENT_FOR_READERS`).
 */

export interface Unserved {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** GitBook's path template, without `/v1`. */
  path: string;
  operationId: string;
}

export interface UnservedGroup {
  reason: string;
  byDesign: boolean;
  /** `METHOD /path operationId`, one per operation. */
  operations: string[];
}

export const UNSERVED: Record<string, UnservedGroup> = {
  integrations: {
    reason:
      "GitBook's integration platform runs integrations in its cloud runtime (installations, their spaces and sites, events, tasks, rendering, tokens). Quire stores and lists published integrations but runs none: use webhooks and the API instead.",
    byDesign: true,
    operations: [
      'GET /spaces/{spaceId}/integrations listSpaceIntegrations',
      'GET /spaces/{spaceId}/integration-blocks listSpaceIntegrationsBlocks',
      'GET /integrations/{integrationName}/installations listIntegrationInstallations',
      'POST /integrations/{integrationName}/installations installIntegration',
      'GET /integrations/{integrationName}/events listIntegrationEvents',
      'GET /integrations/{integrationName}/events/{eventId} getIntegrationEvent',
      'GET /integrations/{integrationName}/spaces listIntegrationSpaceInstallations',
      'GET /integrations/{integrationName}/sites listIntegrationSiteInstallations',
      'PUT /integrations/{integrationName}/dev setIntegrationDevelopmentMode',
      'DELETE /integrations/{integrationName}/dev disableIntegrationDevelopmentMode',
      'GET /integrations/{integrationName}/render renderIntegrationUIWithGet',
      'POST /integrations/{integrationName}/render renderIntegrationUIWithPost',
      'POST /integrations/{integrationName}/tasks queueIntegrationTask',
      'GET /integrations/{integrationName}/installations/{installationId} getIntegrationInstallationById',
      'PATCH /integrations/{integrationName}/installations/{installationId} updateIntegrationInstallation',
      'DELETE /integrations/{integrationName}/installations/{installationId} uninstallIntegration',
      'POST /integrations/{integrationName}/installations/{installationId}/tokens createIntegrationInstallationToken',
      'GET /integrations/{integrationName}/installations/{installationId}/spaces listIntegrationInstallationSpaces',
      'POST /integrations/{integrationName}/installations/{installationId}/spaces installIntegrationOnSpace',
      'GET /integrations/{integrationName}/installations/{installationId}/spaces/{spaceId} getIntegrationSpaceInstallation',
      'PATCH /integrations/{integrationName}/installations/{installationId}/spaces/{spaceId} updateIntegrationSpaceInstallation',
      'DELETE /integrations/{integrationName}/installations/{installationId}/spaces/{spaceId} uninstallIntegrationFromSpace',
      'GET /integrations/{integrationName}/installations/{installationId}/sites listIntegrationInstallationSites',
      'POST /integrations/{integrationName}/installations/{installationId}/sites installIntegrationOnSite',
      'GET /integrations/{integrationName}/installations/{installationId}/sites/{siteId} getIntegrationSiteInstallation',
      'PATCH /integrations/{integrationName}/installations/{installationId}/sites/{siteId} updateIntegrationSiteInstallation',
      'DELETE /integrations/{integrationName}/installations/{installationId}/sites/{siteId} uninstallIntegrationFromSite',
      'GET /orgs/{organizationId}/integrations listOrganizationIntegrations',
      'GET /orgs/{organizationId}/integrations/{integrationName}/installation_status getOrganizationIntegrationStatus',
      'GET /orgs/{organizationId}/installations listOrganizationInstallations',
      'GET /orgs/{organizationId}/integrations/installations-status listOrganizationIntegrationsStatus',
      'GET /orgs/{organizationId}/sites/{siteId}/integration-scripts listSiteIntegrationScripts',
      'GET /orgs/{organizationId}/sites/{siteId}/integrations listSiteIntegrations',
      'POST /git/installations installGitSyncProviderOnTarget',
      'GET /orgs/{organizationId}/sites/{siteId}/spaces/git/installations listSiteGitSyncInstallations',
    ],
  },
  'git-installations': {
    reason:
      "GitHub and GitLab app installations are GitBook's cloud apps. Quire syncs with any git host through its own git remote (Git Sync: docs/git.md).",
    byDesign: true,
    operations: [
      'GET /git/installations/{installationId} getGitSyncInstallationById',
      'PATCH /git/installations/{installationId} updateGitSyncInstallationById',
      'DELETE /git/installations/{installationId} uninstallGitSyncInstallation',
      'GET /git/installations/{installationId}/github/repos listGitHubRepositoriesForGitSyncInstallation',
      'GET /git/installations/{installationId}/github/repos/{accountName}/{repositoryName}/branches listGitHubRepoBranchesForGitSyncInstallation',
      'GET /git/installations/{installationId}/github/repos/{accountName}/{repositoryName}/file getGitHubRepoFileForGitSyncInstallation',
      'GET /git/installations/{installationId}/gitlab/projects listGitLabProjectsForGitSyncInstallation',
      'GET /git/installations/{installationId}/gitlab/projects/{projectId}/branches listGitLabProjectBranchesForGitSyncInstallation',
      'GET /git/installations/{installationId}/gitlab/projects/{projectId}/file getGitLabProjectFileForGitSyncInstallation',
    ],
  },
  hostnames: {
    reason:
      "Custom hostnames and subdomains are DNS and TLS that GitBook's cloud provisions. Set a site's `hostname` and point your own DNS and proxy at Quire (docs/published-sites.md).",
    byDesign: true,
    operations: [
      'GET /subdomains/{subdomain} getSubdomain',
      'GET /custom-hostnames/{hostname} getCustomHostname',
      'PATCH /custom-hostnames/{hostname} dnsRevalidateCustomHostname',
      'DELETE /custom-hostnames/{hostname} removeCustomHostname',
    ],
  },
  ads: {
    reason: 'Ads are a GitBook cloud program; Quire serves no ads.',
    byDesign: true,
    operations: [
      'POST /orgs/{organizationId}/sites/{siteId}/ads updateSiteAdsById',
      'GET /ads/sites adsListSites',
      'PATCH /ads/sites/{siteId} adsUpdateSite',
    ],
  },
  billing: {
    reason: "Billing and usage are GitBook's cloud plans; a self-hosted Quire has none.",
    byDesign: true,
    operations: ['GET /orgs/{organizationId}/billing/ai-usage getOrganizationAIUsage'],
  },
  notifications: {
    reason: "Push notification tokens are for GitBook's own apps.",
    byDesign: true,
    operations: ['POST /user/notifications/token createUserNotificationsToken'],
  },
  templates: {
    reason: "Templates come from GitBook's cloud gallery. Create spaces and sites through the API, or import content.",
    byDesign: true,
    operations: [
      'POST /spaces/{spaceId}/content/template applyTemplateToSpace',
      'POST /orgs/{organizationId}/sites/{siteId}/template applyTemplateToSite',
    ],
  },
  'cloud-ai': {
    reason:
      'A GitBook cloud AI feature (site context, findings, topics, channels, site MCP servers, style guides, agent settings, instructions and conversations, AI translation runs, visitor segments) that Quire does not provide.',
    byDesign: true,
    operations: [
      'GET /spaces/{spaceId}/change-requests/{changeRequestId}/conversations listChangeRequestConversations',
      'PATCH /spaces/{spaceId}/change-requests/{changeRequestId}/conversations/{conversationId} updateChangeRequestConversation',
      'DELETE /spaces/{spaceId}/change-requests/{changeRequestId}/conversations/{conversationId} deleteChangeRequestConversation',
      'GET /orgs/{organizationId}/styleguides listOrganizationStyleguides',
      'GET /orgs/{organizationId}/styleguide-templates listStyleguideTemplates',
      'GET /orgs/{organizationId}/agent-instructions getOrganizationAgentInstructions',
      'PUT /orgs/{organizationId}/agent-instructions updateOrganizationAgentInstructions',
      'GET /orgs/{organizationId}/agent/conversations listOrganizationAgentConversations',
      'PUT /orgs/{organizationId}/agent/conversations/{conversationId} provisionOrganizationAgentConversation',
      'PATCH /orgs/{organizationId}/agent/conversations/{conversationId} updateOrganizationAgentConversation',
      'DELETE /orgs/{organizationId}/agent/conversations/{conversationId} deleteOrganizationAgentConversation',
      'POST /orgs/{organizationId}/translations/{translationId}/run runTranslation',
      'GET /orgs/{organizationId}/sites/{siteId}/context-records listSiteContextRecords',
      'PUT /orgs/{organizationId}/sites/{siteId}/context-records upsertSiteContextRecords',
      'GET /orgs/{organizationId}/sites/{siteId}/context-records/{siteContextRecordId} getSiteContextRecordById',
      'GET /orgs/{organizationId}/sites/{siteId}/scans listSiteScans',
      'GET /orgs/{organizationId}/sites/{siteId}/scans/{siteScanId} getSiteScanById',
      'GET /orgs/{organizationId}/sites/{siteId}/findings listSiteFindings',
      'GET /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId} getSiteFindingById',
      'PATCH /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId} updateSiteFindingById',
      'GET /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId}/change-requests listChangeRequestsForSiteFinding',
      'POST /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId}/change-requests triggerChangeRequestsForSiteFinding',
      'GET /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId}/pages listPagesForSiteFinding',
      'GET /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId}/questions listQuestionsForSiteFinding',
      'GET /orgs/{organizationId}/sites/{siteId}/findings/{siteFindingId}/records listRecordsForSiteFinding',
      'GET /orgs/{organizationId}/sites/{siteId}/stats/findings getSiteFindingStats',
      'GET /orgs/{organizationId}/sites/{siteId}/context-connections listSiteContextConnections',
      'POST /orgs/{organizationId}/sites/{siteId}/context-connections createSiteContextConnection',
      'GET /orgs/{organizationId}/sites/{siteId}/context-connections/{siteContextConnectionId} getSiteContextConnectionById',
      'PATCH /orgs/{organizationId}/sites/{siteId}/context-connections/{siteContextConnectionId} updateSiteContextConnectionById',
      'DELETE /orgs/{organizationId}/sites/{siteId}/context-connections/{siteContextConnectionId} deleteSiteContextConnectionById',
      'POST /orgs/{organizationId}/sites/{siteId}/context-connections/{siteContextConnectionId}/sync syncSiteContextConnection',
      'POST /orgs/{organizationId}/sites/{siteId}/context-connections/{siteContextConnectionId}/test testSiteContextConnection',
      'GET /orgs/{organizationId}/sites/{siteId}/topics listSiteTopics',
      'GET /orgs/{organizationId}/sites/{siteId}/topics/{siteTopicId} getSiteTopicById',
      'PATCH /orgs/{organizationId}/sites/{siteId}/topics/{siteTopicId} updateSiteTopicById',
      'DELETE /orgs/{organizationId}/sites/{siteId}/topics/{siteTopicId}/findings deleteSiteTopicFindings',
      'POST /orgs/{organizationId}/sites/{siteId}/ai/response streamAIResponseInSite',
      'GET /orgs/{organizationId}/sites/{siteId}/agent-settings getSiteAgentSettingsById',
      'PUT /orgs/{organizationId}/sites/{siteId}/agent-settings updateSiteAgentSettingsById',
      'POST /orgs/{organizationId}/sites/{siteId}/styleguide createSiteStyleguideById',
      'POST /orgs/{organizationId}/sites/{siteId}/styleguide/runs createSiteStyleguideRun',
      'GET /orgs/{organizationId}/sites/{siteId}/styleguide/runs listSiteStyleguideRuns',
      'GET /orgs/{organizationId}/sites/{siteId}/insights/visitor-segments listSiteVisitorSegments',
      'GET /orgs/{organizationId}/sites/{siteId}/mcp-servers listSiteMcpServers',
      'POST /orgs/{organizationId}/sites/{siteId}/mcp-servers createSiteMcpServer',
      'GET /orgs/{organizationId}/sites/{siteId}/mcp-servers/{siteMcpServerId} getSiteMcpServerById',
      'PATCH /orgs/{organizationId}/sites/{siteId}/mcp-servers/{siteMcpServerId} updateSiteMcpServerById',
      'DELETE /orgs/{organizationId}/sites/{siteId}/mcp-servers/{siteMcpServerId} deleteSiteMcpServerById',
      'GET /orgs/{organizationId}/sites/{siteId}/channels listSiteChannels',
      'POST /orgs/{organizationId}/sites/{siteId}/channels createSiteChannel',
      'GET /orgs/{organizationId}/sites/{siteId}/channels/{siteChannelId} getSiteChannelById',
      'PATCH /orgs/{organizationId}/sites/{siteId}/channels/{siteChannelId} updateSiteChannelById',
      'DELETE /orgs/{organizationId}/sites/{siteId}/channels/{siteChannelId} deleteSiteChannelById',
    ],
  },
};

/**
 * Operations GitBook's reader front end calls on every page that has the block (integration
 * blocks): it takes a 404 as "not available" and renders the page without it, where any other
 * error fails the block. They answer 404, with the message.
 */
export const ABSENT_FOR_READERS = new Set(['renderIntegrationUIWithGet', 'renderIntegrationUIWithPost']);

/** Every unserved operation, parsed, with its group and the pattern of its `/v1` address. */
export const UNSERVED_OPERATIONS = Object.values(UNSERVED).flatMap((group) =>
  group.operations.map((line): Unserved & { group: UnservedGroup; pattern: RegExp } => {
    const [method, path, operationId] = line.split(' ') as [Unserved['method'], string, string];
    const pattern = new RegExp(`^/v1${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    return { method, path, operationId, group, pattern };
  }),
);

/** The unserved GitBook operation a request names, with its group; null when it names none. */
export function unservedOperation(method: string, pathname: string) {
  return UNSERVED_OPERATIONS.find((op) => op.method === method && op.pattern.test(pathname)) ?? null;
}
