/**
 * The test kit itself: useServer() hands out working handles, and the builders make the parents
 * they are not given, through the public API.
 */
import { describe, expect, it } from 'vitest';
import { changeRequest, collection, comment, organization, page, site, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';

const { s, owner, editor, outsider, org } = useServer({ title: 'Kit Org', members: { editor: 'edit' } });

describe('useServer', () => {
  it('gives the file a running server and its cast', async () => {
    expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
    expect({ ...owner }).toEqual({ id: owner.id, email: owner.email, token: owner.token });
    const orgs = (await gitbook(s.baseUrl, editor.token).orgs.listOrganizationsForAuthenticatedUser()).data.items;
    expect(orgs.map((o) => o.id)).toEqual([org.id]);
    expect(outsider.id).not.toBe(owner.id);
  });
});

describe('builders', () => {
  it('make the parents they are not given', async () => {
    const cr = await changeRequest(s, { subject: 'Alone' });
    expect(cr.subject).toBe('Alone');
    const made = await page(s);
    expect(made.page.path).toBe('page');
    const c = await comment(s, { markdown: 'Hello' });
    expect(c.body).toBeDefined();
    const col = await collection(s);
    expect(col.title).toBe('Collection');
    const st = await site(s);
    expect(st.title).toBe('Docs');
    const sp = await space(s);
    expect(sp.title).toBe('Docs');
  });

  it('use the parents they are given', async () => {
    const other = await organization(s, { owner, title: 'Kit Two' });
    const sp = await space(s, { as: owner, organizationId: other.id, title: 'Given' });
    expect(sp.organization).toBe(other.id);
    const cr = await changeRequest(s, { as: editor, spaceId: (await space(s, owner, org.id)).id });
    expect(cr.createdBy.id).toBe(editor.id);
    const top = await collection(s, { as: owner, organizationId: org.id, title: 'Top' });
    const sub = await collection(s, { as: owner, organizationId: org.id, parent: top.id, title: 'Sub' });
    expect(sub.parent).toBe(top.id);
  });
});
