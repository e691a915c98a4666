/**
 * The condition language of adaptive content (src/modules/sites/conditions.ts) and the adaptive
 * schema / visitor token checks (src/modules/sites/adaptive.ts).
 */

import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  claimErrors,
  validateAdaptiveSchema,
  verifyVisitorToken,
  visitorClaims,
} from '../../src/modules/sites/adaptive.ts';
import {
  ConditionSyntaxError,
  conditionError,
  evaluate,
  parseCondition,
  passes,
} from '../../src/modules/sites/conditions.ts';

const visitor = (claims: Record<string, unknown>) => ({ visitor: { claims } });
const run = (source: string, claims: Record<string, unknown> = {}) => evaluate(parseCondition(source), visitor(claims));

describe('conditions: evaluation', () => {
  const claims = {
    plan: 'pro',
    seats: 12,
    roles: ['admin', 'dev'],
    beta: true,
    org: { name: 'Acme', tier: 2 },
    empty: '',
  };

  it('compares claims with literals', () => {
    expect(passes('visitor.claims.plan == "pro"', visitor(claims))).toBe(true);
    expect(passes("visitor.claims.plan === 'free'", visitor(claims))).toBe(false);
    expect(passes('visitor.claims.plan != "free"', visitor(claims))).toBe(true);
    expect(passes('visitor.claims.seats >= 10 && visitor.claims.seats < 20', visitor(claims))).toBe(true);
    expect(passes('visitor.claims.seats > 12 || visitor.claims.beta', visitor(claims))).toBe(true);
    expect(passes('!visitor.claims.beta', visitor(claims))).toBe(false);
    expect(passes('visitor.claims.org.tier * 2 + 1 == 5', visitor(claims))).toBe(true);
    expect(passes('visitor.claims.org["name"] == "Acme"', visitor(claims))).toBe(true);
    expect(passes('visitor.claims.roles[1] == "dev"', visitor(claims))).toBe(true);
  });

  it('compares strictly: no type coercion, null and undefined equal only under ==', () => {
    expect(run('visitor.claims.seats == "12"', claims)).toBe(false);
    expect(run('visitor.claims.missing == null', claims)).toBe(true);
    expect(run('visitor.claims.missing === null', claims)).toBe(false);
    expect(run('visitor.claims.missing === undefined', claims)).toBe(true);
    expect(run('visitor.claims.plan < 3', claims)).toBe(false);
    expect(run('"a" < "b"')).toBe(true);
    expect(run('"a" + "b" == "ab"')).toBe(true);
    expect(Number.isNaN(run('visitor.claims.plan - 1', claims))).toBe(true);
  });

  it('calls only whitelisted methods of strings and arrays', () => {
    expect(passes('visitor.claims.roles.includes("admin")', visitor(claims))).toBe(true);
    expect(passes('visitor.claims.roles.includes("root")', visitor(claims))).toBe(false);
    expect(passes('visitor.claims.plan.startsWith("p") && visitor.claims.plan.endsWith("o")', visitor(claims))).toBe(
      true,
    );
    expect(passes('visitor.claims.org.name.toLowerCase() == "acme"', visitor(claims))).toBe(true);
    expect(passes('["pro", "team"].includes(visitor.claims.plan)', visitor(claims))).toBe(true);
    expect(run('visitor.claims.roles.indexOf("dev")', claims)).toBe(1);
    // A method on a value of the wrong kind is undefined, not an error.
    expect(run('visitor.claims.seats.includes(1)', claims)).toBeUndefined();
    expect(run('visitor.claims.missing.includes("x")', claims)).toBeUndefined();
  });

  it('reads missing paths as undefined; optional chaining and ?? work', () => {
    expect(run('visitor.claims.a.b.c', claims)).toBeUndefined();
    expect(run('visitor.claims?.org?.name', claims)).toBe('Acme');
    expect(run('visitor.claims.nickname ?? "anonymous"', claims)).toBe('anonymous');
    expect(run('visitor.claims.empty ?? "x"', claims)).toBe('');
    expect(run('visitor.claims.beta ? "yes" : "no"', claims)).toBe('yes');
    expect(run('visitor.claims.roles.length', claims)).toBe(2);
    expect(passes('visitor.claims.plan == "pro"', visitor({}))).toBe(false);
  });

  it('never reaches prototypes or globals', () => {
    for (const source of [
      'visitor.claims.__proto__',
      'visitor.claims.constructor',
      'visitor.claims["constructor"]',
      'visitor.claims.plan.constructor',
      'visitor.claims.roles.__proto__',
    ]) {
      expect(run(source, claims), source).toBeUndefined();
    }
    expect(run('visitor.claims.hasOwnProperty', claims)).toBeUndefined();
    expect(run('visitor.claims.toString', claims)).toBeUndefined();
    // Own properties of the claims are read, even with awkward names.
    expect(run('visitor.claims["valueOf"]', { valueOf: 'mine' })).toBe('mine');
    expect(passes(null, visitor({}))).toBe(true);
  });
});

describe('conditions: syntax', () => {
  it('reports syntax errors with a position', () => {
    const cases: [string, RegExp][] = [
      ['', /Empty expression/],
      ['visitor.claims.plan ==', /Unexpected end of expression at position 23/],
      ['visitor.claims.plan = "pro"', /Unexpected character '=' at position 21/],
      ['"unterminated', /Unterminated string at position 1/],
      ['(visitor.claims.a', /Expected '\)'/],
      ['visitor.claims.a )', /Unexpected '\)'/],
      ['visitor..claims', /Expected a property name/],
      ['1 +* 2', /Unexpected '\*' at position 4/],
      ['visitor.claims.a ? 1', /Expected ':'/],
      ['12abc', /Invalid number/],
      ['a == 1', /Unknown name 'a' \(conditions read 'visitor'\) at position 1/],
      ['visitor @ 1', /Unexpected character '@'/],
    ];
    for (const [source, message] of cases) expect(conditionError(source), source).toMatch(message);
  });

  it('refuses names other than visitor, calls other than the whitelisted methods, and deep nesting', () => {
    expect(conditionError('window.location')).toMatch(/Unknown name 'window'/);
    expect(conditionError('process.exit(1)')).toMatch(/Unknown name 'process'/);
    expect(conditionError('alert(1)')).toMatch(/Unknown name 'alert'/);
    expect(conditionError('visitor.claims.constructor.constructor("return 1")()')).toMatch(
      /Unknown method 'constructor'/,
    );
    expect(conditionError('visitor.claims.plan.toString()')).toMatch(/Unknown method 'toString'/);
    expect(conditionError('(visitor)(1)')).toMatch(/can be called/);
    expect(conditionError('this.x')).toMatch(/Unknown name 'this'/);
    expect(conditionError('x => 1')).toMatch(/Unexpected character '='/);
    expect(conditionError('`template`')).toMatch(/Unexpected character/);
    expect(conditionError(`${'('.repeat(100)}1${')'.repeat(100)}`)).toMatch(/nested too deeply/);
    expect(conditionError(`${'!'.repeat(100)}true`)).toMatch(/nested too deeply/);
    expect(conditionError('1'.repeat(1025))).toMatch(/Longer than 1024/);
    expect(() => parseCondition('visitor.')).toThrow(ConditionSyntaxError);
  });

  it('accepts the usual adaptive-content expressions', () => {
    for (const source of [
      'visitor.claims.plan == "pro"',
      "visitor.claims.unsigned.role === 'beta-tester'",
      'visitor.claims.roles.includes("admin") && !visitor.claims.trial',
      '(visitor.claims.seats ?? 0) > 10',
      'visitor.claims.a?.[0] == 1.5e2',
      "visitor.claims.name == 'O\\'Brien \\u00e9'",
      'true',
    ]) {
      expect(conditionError(source), source).toBeNull();
    }
    expect(run("'O\\'Brien \\u00e9'")).toBe("O'Brien é");
  });
});

describe('adaptive schema and visitor tokens', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' },
      email: { type: 'string', format: 'email', description: 'Email' },
    },
    additionalProperties: false,
  };

  it('accepts draft-07 object schemas closed to additional properties, and validates claims', () => {
    expect(validateAdaptiveSchema(schema)).toBe(schema);
    expect(claimErrors(schema, { plan: 'pro', email: 'a@example.com' })).toEqual([]);
    expect(claimErrors(schema, { plan: 'gold' })).toEqual(['/plan must be equal to one of the allowed values']);
    expect(claimErrors(schema, { email: 'nope' })).toEqual(['/email must match format "email"']);
    expect(claimErrors(schema, { other: 1 })).toEqual(["claims must NOT have additional properties 'other'"]);
  });

  it('refuses other schemas, naming jsonSchema', () => {
    for (const bad of [
      { ...schema, additionalProperties: true },
      { ...schema, additionalProperties: undefined },
      { ...schema, type: 'array' },
      { ...schema, properties: [] },
      { ...schema, properties: { plan: { type: 'strnig' } } },
      { ...schema, properties: { plan: { $ref: '#/definitions/missing' } } },
      { ...schema, $schema: 'https://json-schema.org/draft/2020-12/schema' },
      [],
      'schema',
    ]) {
      expect(() => validateAdaptiveSchema(bad), JSON.stringify(bad)).toThrow(/jsonSchema/);
    }
  });

  it('verifies visitor tokens against the site key, or the organization key for ping tokens', async () => {
    const sign = (claims: Record<string, unknown>, key: string, exp: string | number = '1h', alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject('u1')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const keys = {
      siteKey: 'the-site-key-0123456789',
      organizationKey: 'the-org-key-0123456789',
      organizationId: 'org1',
    };
    expect(await verifyVisitorToken(undefined, keys)).toEqual({ status: 'none' });
    expect(await verifyVisitorToken(await sign({ plan: 'pro' }, keys.siteKey), keys)).toEqual({
      status: 'valid',
      claims: { plan: 'pro' },
    });
    expect(
      await verifyVisitorToken(await sign({ plan: 'pro' }, keys.siteKey, Math.floor(Date.now() / 1000) - 5), keys),
    ).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/expired/) });
    expect(await verifyVisitorToken(await sign({ plan: 'pro' }, 'another-key-0123456789'), keys)).toMatchObject({
      status: 'invalid',
      reason: expect.stringMatching(/not signed/),
    });
    expect(await verifyVisitorToken(await sign({ plan: 'pro' }, keys.siteKey, '1h', 'HS512'), keys)).toMatchObject({
      status: 'invalid',
      reason: expect.stringMatching(/HS256/),
    });
    expect(await verifyVisitorToken('not.a.jwt', keys)).toMatchObject({
      status: 'invalid',
      reason: expect.stringMatching(/malformed/),
    });
    expect(
      await verifyVisitorToken(await sign({ organization: 'org1', role: 'read' }, keys.organizationKey), keys),
    ).toEqual({
      status: 'valid',
      claims: { organization: 'org1', role: 'read' },
    });
    expect(await verifyVisitorToken(await sign({ organization: 'org2' }, keys.organizationKey), keys)).toMatchObject({
      status: 'invalid',
    });
    expect(visitorClaims({ sub: 'x', iat: 1, exp: 2, nbf: 0, iss: 'i', aud: 'a', jti: 'j', plan: 'pro' })).toEqual({
      plan: 'pro',
    });
  });
});
