/**
 * The OpenAPI 3.1 document of /v1, generated from the route table and the GraphQL schema (served
 * at /v1/openapi.json; the suite validates it and checks real answers against it):
 * - paths and methods are the rows; path parameters come from the template, query parameters from
 *   the row's `query` (lists add `page` and `limit`);
 * - a request body is the `$input` type of the row's mutation without the fields the path gives,
 *   closed (`additionalProperties: false`) since unknown fields are refused;
 * - a response is the selection of the row's document, as the adapter converts it: the REST names
 *   (aliases), enum wire values, absent nulls (only non-null fields are required), connections as
 *   the `{ next, count, items }` envelope; a named fragment becomes a component schema;
 * - statuses follow the row's reply (201 creates, 205/204 deletes, 204 for `Prefer: return=minimal`).
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  print,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import { operationOf } from './convert.ts';
import { replyShapes } from './documents.ts';
import { deleteReply, type RestRoute } from './route.ts';

type Schema = Record<string, unknown>;

const ERROR = { $ref: '#/components/responses/Error' };

export function openAPIDocument(schema: GraphQLSchema, routes: readonly RestRoute[], info: { version: string }) {
  const components = new ComponentSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  const tagOf = groupsOf(routes);
  for (const route of routes) {
    const document = parse(route.operation);
    const operation = { ...describeOperation(schema, route, document, components), tags: [tagOf(route.path)] };
    // `{name+}` (the rest of the path, slashes included) is an ordinary parameter in OpenAPI.
    const path = route.path.replace(/\+\}/g, '}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quire REST API',
      version: info.version,
      description:
        'GitBook-compatible `/v1` REST API of Quire. Every route runs the same GraphQL resolvers as `/graphql`. ' +
        'Authenticate with `Authorization: Bearer <API token>`. Lists answer `{ next: { page }, count, items }`; ' +
        'pass `page` (the cursor of `next.page`) and `limit` (at most 1000) to page through them.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token' } },
      responses: {
        Error: {
          description:
            'An error: 400 invalid input, 401 no or bad token, 403 not allowed, 404 not found, 409 conflict, 413/415 body, 429 rate limit',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'integer' }, message: { type: 'string' } },
            },
          },
        },
        ...components.all(),
      },
    },
  };
}

function describeOperation(
  schema: GraphQLSchema,
  route: RestRoute,
  document: DocumentNode,
  components: ComponentSchemas,
) {
  const op = operationOf(document);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const rootField = op.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD)!;
  const rootType = op.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const field = rootType.getFields()[rootField.name.value];
  const pathParams = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]);

  // The answered value: the root field, or its `pick` field.
  let type: GraphQLOutputType = field.type;
  let selection = rootField.selectionSet;
  if (route.pick) {
    const picked = findField(schema, getNamedType(type), selection, route.pick, fragments);
    if (picked) ({ type, selection } = picked);
  }
  const shapes = new Shapes(schema, fragments, components);
  const isList = getNamedType(type).name.endsWith('Connection');
  const body = isList ? shapes.list(type, selection) : shapes.output(type, selection).schema;

  const parameters: Schema[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(route.path.includes(`{${name}+}`) ? { description: 'May contain slashes (a path)' } : {}),
  }));
  const query: Record<string, string> = { ...(isList ? { page: 'string', limit: 'int' } : {}), ...route.query };
  for (const [name, kind] of Object.entries(query)) {
    const item = kind === 'int' ? { type: 'integer' } : kind === 'boolean' ? { type: 'boolean' } : { type: 'string' };
    parameters.push({
      name,
      in: 'query',
      schema: kind === 'string[]' ? { type: 'array', items: { type: 'string' } } : item,
      ...(kind === 'string[]' ? { style: 'form', explode: true } : {}),
      ...(name === 'page' && isList
        ? { description: 'Cursor of the next page (`next.page` of the previous answer)' }
        : {}),
      ...(name === 'limit' && isList ? { description: 'Items per page (at most 1000)' } : {}),
    });
  }

  const description: Schema = {
    operationId: operationId(route),
    // Every row of the API's table declares both (test/rest-docs.test.ts); a bare row is named by its path.
    summary: route.summary ?? `${route.method} ${route.path.replace(/^\/v1/, '')}`,
    ...(route.description ? { description: route.description } : {}),
    ...(parameters.length ? { parameters } : {}),
  };
  const input = op.variableDefinitions?.find((v) => v.variable.name.value === 'input');
  if (route.body) {
    const inputType = input ? (typeFromAST(schema, input.type) as GraphQLInputType | undefined) : undefined;
    const named = inputType ? getNamedType(inputType) : undefined;
    description.requestBody = {
      required: false,
      content: {
        'application/json': {
          schema: named && isInputObjectType(named) ? inputSchema(named, new Set(pathParams)) : { type: 'object' },
        },
      },
    };
  }
  const part = (name: string) => findField(schema, getNamedType(type), selection, name, fragments);
  description.responses = responses(route, body, {
    field: (name) => {
      const found = part(name);
      return found ? shapes.output(found.type, found.selection).schema : {};
    },
    list: (name) => {
      const found = part(name);
      return shapes.list(found?.type ?? type, found?.selection);
    },
  });
  return description;
}

/** The answered value's parts, for replies that answer one of its fields or connections. */
interface Parts {
  field(name: string): Schema;
  list(name: string): Schema;
}

function responses(route: RestRoute, body: Schema, parts: Parts) {
  const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
  const out: Record<string, unknown> = {};
  const shape = route.reply ? replyShapes.get(route.reply) : undefined;
  if (route.reply === deleteReply) {
    out['205'] = { description: 'Deleted' };
    out['204'] = { description: 'There was nothing to delete' };
  } else if (shape) {
    for (const [status, answer] of Object.entries(shape)) {
      if (answer === false) out[status] = { description: 'No content' };
      else if (answer === true) out[status] = { description: status === '201' ? 'Created' : 'Success', ...json(body) };
      else if (typeof answer === 'string')
        out[status] = { description: status === '201' ? 'Created' : 'Success', ...json(parts.field(answer)) };
      else if ('schema' in answer)
        out[status] = {
          description: 'Success',
          ...json(typeof answer.schema === 'function' ? answer.schema((name) => parts.field(name)) : answer.schema),
        };
      else if ('events' in answer)
        out[status] = {
          description: 'Server-Sent Events: a JSON `data` event each, then `event: done` (or `event: error`)',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        };
      else if ('binary' in answer)
        out[status] = {
          description: 'The file, with its own content type',
          content: {
            'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        };
      else {
        const list = parts.list(answer.list);
        const properties = list.properties as Record<string, Schema>;
        for (const extra of answer.with ?? []) properties[extra] = parts.field(extra);
        out[status] = { description: 'Success', ...json(list) };
      }
    }
  } else {
    out[String(route.status ?? 200)] = { description: 'Success', ...json(body) };
  }
  out.default = ERROR;
  return out;
}

/** Finds `name` (alias or field) in a selection on `type`, through inline fragments and spreads. */
function findField(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  set: SelectionSetNode | undefined,
  name: string,
  fragments: Map<string, FragmentDefinitionNode>,
): { type: GraphQLOutputType; selection: SelectionSetNode | undefined } | undefined {
  for (const sel of set?.selections ?? []) {
    if (sel.kind === Kind.FIELD && (sel.alias?.value ?? sel.name.value) === name && isObjectType(type)) {
      return { type: type.getFields()[sel.name.value].type, selection: sel.selectionSet };
    }
    const inner =
      sel.kind === Kind.INLINE_FRAGMENT
        ? sel
        : sel.kind === Kind.FRAGMENT_SPREAD
          ? fragments.get(sel.name.value)
          : undefined;
    if (inner) {
      const on = inner.typeCondition ? schema.getType(inner.typeCondition.name.value) : type;
      const found = on && findField(schema, on, inner.selectionSet, name, fragments);
      if (found) return found;
    }
  }
  return undefined;
}

/** GraphQL output types and selections as JSON Schemas of the REST bodies. */
class Shapes {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly components: ComponentSchemas,
  ) {}

  /** The list envelope of a connection selecting `edges { node { ... } }`. */
  list(type: GraphQLOutputType, set: SelectionSetNode | undefined): Schema {
    const connection = getNamedType(type);
    const edges = findField(this.schema, connection, set, 'edges', this.fragments);
    const node = edges && findField(this.schema, getNamedType(edges.type), edges.selection, 'node', this.fragments);
    return {
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: {
        next: { type: 'object', required: ['page'], properties: { page: { type: 'string' } } },
        count: { type: 'integer' },
        items: { type: 'array', items: node ? this.output(node.type, node.selection).schema : {} },
      },
    };
  }

  /** `required`: the value is always present (non-null). */
  output(type: GraphQLOutputType, set: SelectionSetNode | undefined): { schema: Schema; required: boolean } {
    if (isNonNullType(type)) return { schema: this.output(type.ofType, set).schema, required: true };
    if (isListType(type))
      return { schema: { type: 'array', items: this.output(type.ofType, set).schema }, required: false };
    if (isEnumType(type)) return { schema: enumSchema(type), required: false };
    if (isScalarType(type)) return { schema: scalarSchema(type), required: false };
    return { schema: this.object(type, set), required: false };
  }

  /**
   * `strict`: no other properties (`unevaluatedProperties`, which sees through `allOf` and `$ref`);
   * component schemas are not strict themselves, since a use may add properties beside them.
   *
   * An abstract type with several possible object types (typed errors aside) is `anyOf` one schema
   * per object type, each with the fields that apply to it (kinds of a union often share a key with
   * another shape, e.g. `attributes`); with one, its fields are merged as optional properties.
   */
  private object(
    type: GraphQLNamedType,
    set: SelectionSetNode | undefined,
    strict = true,
    concrete?: GraphQLObjectType,
  ): Schema {
    if (set && !concrete && isAbstractType(type)) {
      const members = this.schema.getPossibleTypes(type).filter((m) => !isTypedError(m));
      if (members.length > 1) return { anyOf: members.map((m) => this.object(type, set, strict, m)) };
    }
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    const allOf: Schema[] = [];
    const self = concrete ?? type;
    const visit = (on: GraphQLNamedType, s: SelectionSetNode, optional: boolean) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const key = sel.alias?.value ?? sel.name.value;
          if (sel.name.value === '__typename') {
            if (sel.alias) properties[key] = { type: 'string' };
            continue;
          }
          const def = isObjectType(on) || isInterfaceType(on) ? on.getFields()[sel.name.value] : undefined;
          if (!def) continue;
          const out = this.output(def.type, sel.selectionSet);
          // Connections nested in an object keep their GraphQL shape (only the answered one is enveloped).
          let schema = out.schema;
          // restNull fields are answered as null rather than left out.
          if (def.extensions?.restNull) schema = { anyOf: [schema, { type: 'null' }] };
          if ((out.required || def.extensions?.restNull) && !optional) required.add(key);
          if (def.description && !('$ref' in schema)) schema = { ...schema, description: def.description };
          properties[key] = schema;
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const cond = sel.typeCondition ? this.schema.getType(sel.typeCondition.name.value) : on;
          // Typed errors become the REST error status, never a body.
          if (!cond || cond.name === 'BaseError') continue;
          if (concrete) {
            if (appliesTo(this.schema, cond, concrete)) visit(concrete, sel.selectionSet, optional);
          } else visit(cond, sel.selectionSet, optional || cond !== on);
        } else {
          const fragment = this.fragments.get(sel.name.value);
          if (!fragment) continue;
          const cond = this.schema.getType(fragment.typeCondition.name.value);
          if (!cond || (concrete && !appliesTo(this.schema, cond, concrete))) continue;
          if (cond === self && !isAbstractType(cond)) {
            allOf.push(this.components.ref(fragment, () => this.object(cond, fragment.selectionSet, false)));
          } else if (concrete) visit(concrete, fragment.selectionSet, optional);
          else visit(cond, fragment.selectionSet, optional || cond !== on);
        }
      }
    };
    if (set) visit(self, set, !concrete && isAbstractType(type));
    const own: Schema = { type: 'object', properties, ...(required.size ? { required: [...required].sort() } : {}) };
    const closed = strict ? { unevaluatedProperties: false } : {};
    if (!allOf.length) return { ...own, ...closed };
    if (!Object.keys(properties).length) return allOf.length === 1 ? { ...allOf[0], ...closed } : { allOf, ...closed };
    return { allOf: [...allOf, own], ...closed };
  }
}

/** Typed errors (`BaseError`) are answered as REST error statuses, never as bodies. */
const isTypedError = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === 'BaseError');

/** Whether a fragment on `condition` applies to an object of `type`. */
const appliesTo = (schema: GraphQLSchema, condition: GraphQLNamedType, type: GraphQLObjectType) =>
  condition === type || (isAbstractType(condition) && schema.isSubType(condition, type));

/** Component schemas named after the documents' fragments (one per distinct selection). */
class ComponentSchemas {
  private readonly byName = new Map<string, { printed: string; schema: Schema }>();

  ref(fragment: FragmentDefinitionNode, build: () => Schema): Schema {
    const printed = print(fragment.selectionSet);
    const base = fragment.name.value.replace(/Fields$/, '') || fragment.name.value;
    for (let n = 1; ; n++) {
      const name = n === 1 ? base : `${base}${n}`;
      const existing = this.byName.get(name);
      if (existing?.printed === printed) return { $ref: `#/components/schemas/${name}` };
      if (!existing) {
        const entry = { printed, schema: {} as Schema };
        this.byName.set(name, entry);
        entry.schema = build();
        return { $ref: `#/components/schemas/${name}` };
      }
    }
  }

  all(): Record<string, Schema> {
    return Object.fromEntries(
      [...this.byName].sort(([a], [b]) => a.localeCompare(b)).map(([name, e]) => [name, e.schema]),
    );
  }
}

function inputSchema(type: GraphQLInputObjectType, omit: ReadonlySet<string> = new Set()): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (omit.has(field.name)) continue;
    let schema = inputTypeSchema(field.type);
    if (field.description) schema = { ...schema, description: field.description };
    properties[field.name] = schema;
    if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
  }
  return { type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}) };
}

function inputTypeSchema(type: GraphQLInputType): Schema {
  if (isNonNullType(type)) return inputTypeSchema(type.ofType);
  if (isListType(type)) return { type: 'array', items: inputTypeSchema(type.ofType) };
  if (isEnumType(type)) return enumSchema(type);
  if (isScalarType(type)) return scalarSchema(type);
  return inputSchema(type);
}

const enumSchema = (type: GraphQLEnumType): Schema => ({ enum: type.getValues().map((v) => v.value) });

function scalarSchema(type: GraphQLScalarType): Schema {
  switch (type.name) {
    case 'String':
    case 'ID':
      return { type: 'string' };
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    default:
      return type.description ? { description: type.description } : {};
  }
}

/** e.g. GET /v1/orgs/{organizationId}/spaces -> getOrgsSpaces (unique per method and path). */
function operationId(route: RestRoute): string {
  const words = route.path
    .replace(/^\/v1\//, '')
    .split('/')
    .map((part) => (part.startsWith('{') ? `by-${part.replace(/[{}+]/g, '')}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return `${route.method.toLowerCase()}${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
}

/**
 * The group (OpenAPI tag) of each path: its resource and sub-resource, `spaces / change-requests`,
 * `sites / sections` (an organization's paths by what is under it), or the resource alone when no
 * other operation shares the sub-resource (`spaces` for `/spaces/{id}/restore`). Groups stay small
 * enough to browse, as GitBook's own tags are: Swagger UI stops rendering a group of more than
 * about 140 operations, which one tag per first segment (`orgs`: 161) reached.
 */
function groupsOf(routes: readonly RestRoute[]): (path: string) => string {
  const levels = (path: string) => {
    const names = path
      .split('/')
      .slice(2)
      .filter((part) => part && !part.startsWith('{'));
    if (names[0] === 'orgs' && names.length > 1) names.shift();
    return names.slice(0, 2);
  };
  const shared = new Map<string, number>();
  for (const { path } of routes) {
    const key = levels(path).join(' / ');
    shared.set(key, (shared.get(key) ?? 0) + 1);
  }
  return (path) => {
    const [resource = 'v1', sub] = levels(path);
    return sub && shared.get(`${resource} / ${sub}`)! > 1 ? `${resource} / ${sub}` : resource;
  };
}
