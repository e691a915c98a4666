/**
 * The REST adapter validates a route's document on its first use (not at start): every document of
 * the route table must be valid against the schema, and an invalid one must be refused.
 */
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/app/modules.ts';
import { schema } from '../src/app/schema.ts';
import { routeDocumentErrors } from '../src/rest/adapter.ts';

describe('the REST route table', () => {
  it('holds only documents valid against the schema', () => {
    expect(restRoutes.length).toBeGreaterThan(150);
    expect(restRoutes.flatMap((route) => routeDocumentErrors(schema, route))).toEqual([]);
  });

  it('would refuse a document that does not match the schema', () => {
    const errors = routeDocumentErrors(schema, {
      method: 'GET',
      path: '/v1/nothing',
      reader: false,
      operation: 'query { space(id: "x") { noSuchField } }',
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('noSuchField');
  });
});
