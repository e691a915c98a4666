import { mutationDocument, shaped } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';
import { MAX_EVENTS, SESSION_EVENTS_PER_MINUTE, SITE_EVENTS_PER_MINUTE } from './service.ts';

const S = '/v1/orgs/{organizationId}/sites/{siteId}';

export const insightsRoutes = [
  route({
    method: 'POST',
    path: `${S}/insights/events`,
    reader: true,
    summary: 'Track site events',
    description: `Records what a site's reader reports (GitBook's SiteInsightsEvent: page views, searches, questions, feedback...), at most ${MAX_EVENTS} events a request: GitBook's reader with its site token, a member, or anyone the site's visibility lets in (an unknown or unpublished site is 404, as on the other reader routes). No IP address, cookie or user agent is kept: a session id, the language and a device kind. An unknown event type or a missing or oversized field is a 400 naming it, and nothing is stored; past ${SESSION_EVENTS_PER_MINUTE} events a minute per session or ${SITE_EVENTS_PER_MINUTE} per site (per instance), 429. Answers 204.`,
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: mutationDocument('trackSiteEvents', 'TrackSiteEventsInput', { select: 'tracked' }),
  }),
  route({
    method: 'POST',
    path: `${S}/insights/events/aggregate`,
    reader: false,
    summary: "Query a site's analytics events",
    description:
      "Aggregates the site's insights events over a time range (`range`: a preset or `{ from, to }`), grouped by `groupBy` and filtered by `where`, answering each selected column (`eventsCount` when none) as `{ column, values }`. Members who may read the site. Columns Quire does not record (geography, browser, bots, referrers, campaign tags, visitor claims, link and ad details, visitor counts) are a 400 naming the column.",
    body: true,
    operation: `query ($organizationId: ID!, $siteId: ID!, $input: JSON!) {
      aggregateSiteEvents(organizationId: $organizationId, siteId: $siteId, input: $input) { columns }
    }`,
  }),
];
