/**
 * Arguments that name an object are of type `ID` and take either the object's global id (what
 * `id` returns in the graph) or its REST key (what REST paths and `key` use). They are declared
 * with `idOf(options)` (`t.arg.id(idOf({ ... }))`, `t.id(idOf({ ... }))`, and the `idList` forms),
 * and their resolvers receive the key: the plugin below decodes each such argument and input
 * field where it is declared, through Pothos' input mapping (the way plugin-relay decodes
 * `t.arg.globalID`, which hands resolvers `{ typename, id }` and refuses a REST key).
 * The relay plugin's own `node`/`nodes` roots and `t.globalID` fields decode ids themselves.
 */
import SchemaBuilder, {
  BasePlugin,
  createInputValueMapper,
  type InputTypeFieldsMapping,
  mapInputFields,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { type GraphQLSchema, isObjectType } from 'graphql';

/** The global id of a node: base64 of `Typename:key`, as Pothos' relay plugin encodes it. */
export const encodeGlobalId = (typename: string, key: string) => Buffer.from(`${typename}:${key}`).toString('base64');

/** The typename and key of a global id, or null when `value` is not the global id of a type in `typenames`. */
export function decodeGlobalId(
  value: string,
  typenames: ReadonlySet<string>,
): { typename: string; key: string } | null {
  // Keys are short random strings: only a strict base64 string that decodes to `Type:…` is a global id.
  if (value.length < 8 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || colon === decoded.length - 1) return null;
  const typename = decoded.slice(0, colon);
  return typenames.has(typename) ? { typename, key: decoded.slice(colon + 1) } : null;
}

/**
 * Objects inside a revision (pages, files, reusable contents) name their revision in the global id
 * (`revisionId/key`), so that two revisions' pages never share an id; an argument wants the key.
 */
const keyOf = (key: string) => {
  const slash = key.lastIndexOf('/');
  return slash < 0 ? key : key.slice(slash + 1);
};

const NAMES_OBJECT = 'namesObject';

/**
 * The options of an `ID` argument or input field (or a list of them) that names an object: it
 * accepts the object's global id or its REST key, and the resolver receives the key.
 */
export function idOf<const Options extends object>(options: Options): Options {
  const { extensions } = options as { extensions?: Readonly<Record<string, unknown>> };
  return { ...options, extensions: { ...extensions, [NAMES_OBJECT]: true } };
}

/** Whether an argument or input field was declared with `idOf` (a test checks every `ID` input is). */
export const namesObject = (field: { extensions?: Readonly<Record<string, unknown>> | null }) =>
  field.extensions?.[NAMES_OBJECT] === true;

/** The names of the schema's Node types, the only typenames a global id may carry. */
const nodeTypenames = new WeakMap<GraphQLSchema, ReadonlySet<string>>();
function nodeTypes(schema: GraphQLSchema): ReadonlySet<string> {
  let names = nodeTypenames.get(schema);
  if (!names) {
    names = new Set(
      Object.values(schema.getTypeMap())
        .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'))
        .map((t) => t.name),
    );
    nodeTypenames.set(schema, names);
  }
  return names;
}

/** A global id's key (without its revision); anything else, such as a REST key, as it is. */
export function toKey(value: string, schema: GraphQLSchema): string {
  const decoded = decodeGlobalId(value, nodeTypes(schema));
  return decoded ? keyOf(decoded.key) : value;
}

/** Decodes the arguments declared with `idOf`, at any depth of input objects and lists. */
export class GlobalIdPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private readonly mappingCache = new Map<string, InputTypeFieldsMapping<Types, true>>();

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const mappings = mapInputFields(
      fieldConfig.args,
      this.buildCache,
      (field) => (namesObject(field) ? true : null),
      this.mappingCache,
    );
    if (!mappings) return fieldConfig;
    const mapArgs = createInputValueMapper(mappings, (value, _mapping, schema: GraphQLSchema) =>
      typeof value === 'string' ? toKey(value, schema) : value,
    );
    return {
      ...fieldConfig,
      argMappers: [...(fieldConfig.argMappers ?? []), (args, _ctx, info) => mapArgs(args, undefined, info.schema)],
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      globalIds: GlobalIdPlugin<Types>;
    }
  }
}

/** The plugin's name, for the builder's `plugins`. */
export const globalIdPlugin = 'globalIds';
SchemaBuilder.registerPlugin(globalIdPlugin, GlobalIdPlugin);
