/** What a transfer leaves behind in the old organization: grants, invites, custom-field values, site spaces. */

import { ContentType, MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { grant, type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

let owner: Person;
let from: string;
let to: string;

const { s } = useServer({ cast: false });
beforeAll(async () => {
  owner = await s.user('Owner');
  from = (await s.org(owner.id, 'From')).id;
  to = (await s.org(owner.id, 'To')).id;
});

describe('transferring content to another organization', () => {
  it('drops the old organization’s invites, custom-field values, grants and site spaces', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const collection = (await api.orgs.createCollection(from, { title: 'Moving' })).data;
    const space = (await api.orgs.createSpace(from, { title: 'Inside', parent: collection.id })).data;
    const loose = (await api.orgs.createSpace(from, { title: 'Loose' })).data;
    for (const target of [space.id, loose.id]) {
      await api.orgs.createOrganizationInvite(from, { level: MemberRole.Read, space: target });
      const field = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${from}/custom-fields`, {
        name: `f-${target.slice(0, 6).toLowerCase()}`,
        type: 'text',
      });
      expect(field.status).toBe(201);
      const set = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${target}/custom-fields`, {
        values: { [field.body.name]: { value: 'x' } },
      });
      expect(set.status).toBe(204);
    }
    await api.orgs.createOrganizationInvite(from, { level: MemberRole.Read, collection: collection.id });
    // A guest of the old organization with grants on the collection and on the loose space.
    const guest = await s.user('Guest');
    await grant(s, { as: owner, to: guest, organizationId: from, collectionId: collection.id, role: 'edit' });
    await grant(s, { as: owner, to: guest, organizationId: from, spaceId: loose.id, role: 'edit' });
    for (const target of [space.id, loose.id])
      expect((await gitbook(s.baseUrl, guest.token).spaces.getSpaceById(target)).data.permissions.edit).toBe(true);
    const site = (await api.orgs.createSite(from, { title: 'Old site', spaces: [space.id, loose.id] })).data;
    expect((await api.orgs.listSiteSpaces(from, site.id)).data.count).toBe(2);

    await api.collections.transferCollection(collection.id, { organization: to });
    await api.request({
      path: `/spaces/${loose.id}/transfer`,
      method: 'POST',
      body: { organization: to },
      type: ContentType.Json,
      secure: true,
      format: 'json',
    });

    const invites = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${from}/link-invites`);
    expect(invites.body.items).toEqual([]);
    for (const target of [space.id, loose.id]) {
      const values = await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${target}/custom-fields`);
      expect(values).toMatchObject({ status: 200, body: [] });
    }
    expect((await api.orgs.listSiteSpaces(from, site.id)).data.count).toBe(0);
    expect((await api.spaces.getSpaceById(space.id)).data.organization).toBe(to);
    // The grants are gone, not only out of reach: back in the old organization, the guest (still a
    // guest there) may read neither the collection, nor its space, nor the loose space (403).
    await api.collections.transferCollection(collection.id, { organization: from });
    await api.request({
      path: `/spaces/${loose.id}/transfer`,
      method: 'POST',
      body: { organization: from },
      type: ContentType.Json,
      secure: true,
      format: 'json',
    });
    const asGuest = gitbook(s.baseUrl, guest.token);
    expect(await statusOf(asGuest.collections.getCollectionById(collection.id))).toBe(403);
    for (const target of [space.id, loose.id]) expect(await statusOf(asGuest.spaces.getSpaceById(target))).toBe(403);
  });
});
