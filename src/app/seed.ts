import type { Prisma } from '../db/prisma.ts';
import { createOrganization } from '../modules/organizations/service.ts';
import { createToken, createUser } from '../modules/users/service.ts';

/** First start of an empty embedded database: a demo user, organization and token. */
export async function seedDemo(prisma: Prisma) {
  const email = 'demo@quire.local';
  const user = await createUser(prisma, { email, displayName: 'Demo User' });
  const org = await createOrganization(prisma, { title: 'Demo Organization', ownerId: user.id });
  const token = await createToken(prisma, user.id, 'demo');
  return { email, userId: user.id, organizationId: org.id, token };
}

/**
 * Fills the demo organization through the running server's own API (so it is what a user would
 * have made): a collection with two spaces and a few pages, a change request adding a page with a
 * comment on it, and a site publishing the first space (published: its address is answered).
 */
export async function populateDemo(baseUrl: string, token: string, organizationId: string) {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    // A refused connection never reached the server: tried again (seen once on a loaded machine
    // just after the server said it listened), up to three times.
    let res: Response | undefined;
    for (let attempt = 1; !res; attempt++) {
      try {
        res = await send(method, path, body);
      } catch (error) {
        const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
        if (!refused || attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
    if (!res.ok) throw new Error(`demo: ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const createPage = async (spaceId: string, title: string, markdown: string, changeRequestId?: string) => {
    const res = await call<{ data: { createPage: { __typename: string } } }>('POST', '/graphql', {
      query: `mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename ... on BaseError { message } } }`,
      variables: { input: { spaceId, title, markdown, ...(changeRequestId ? { changeRequestId } : {}) } },
    });
    if (res.data.createPage.__typename !== 'CreatePagePayload') throw new Error(`demo: page ${title} not created`);
  };

  const guides = await call<{ id: string }>('POST', `/v1/orgs/${organizationId}/collections`, { title: 'Guides' });
  const start = await call<{ id: string }>('POST', `/v1/orgs/${organizationId}/spaces`, {
    title: 'Getting started',
    parent: guides.id,
  });
  const api = await call<{ id: string }>('POST', `/v1/orgs/${organizationId}/spaces`, {
    title: 'API guide',
    parent: guides.id,
  });
  await createPage(start.id, 'Welcome', '# Welcome\n\nThis space shows how Quire keeps documentation.\n');
  await createPage(start.id, 'Install', '# Install\n\n```sh\nnpm ci && npm start\n```\n');
  await createPage(api.id, 'Authentication', '# Authentication\n\nSend `Authorization: Bearer <token>`.\n');
  await createPage(api.id, 'Pagination', '# Pagination\n\nLists answer `{ next, count, items }`.\n');

  const cr = await call<{ id: string }>('POST', `/v1/spaces/${start.id}/change-requests`, { subject: 'Add a FAQ' });
  await createPage(start.id, 'FAQ', '# FAQ\n\n**Where is my data?** In `./data` by default.\n', cr.id);
  await call('POST', `/v1/spaces/${start.id}/change-requests/${cr.id}/comments`, {
    body: { markdown: 'Could the FAQ also say how to back the data up?' },
  });
  const site = await call<{ id: string }>('POST', `/v1/orgs/${organizationId}/sites`, {
    title: 'Demo docs',
    spaces: [start.id],
  });
  // Published, so the reader serves it at once (src/modules/reader): its address is printed.
  const published = await call<{ urls: { published?: string } }>(
    'POST',
    `/v1/orgs/${organizationId}/sites/${site.id}/publish`,
  );
  return { siteUrl: published.urls.published ?? null };
}
