/**
 * The columns a list has to read, from what the query selects on its nodes. A field that reads
 * only some columns of its parent's row says so in its definition (`reads('title')`); a list
 * whose selected fields all say so reads only those columns (and the ones its rules need), and
 * any other selection reads whole rows. Lists of many rows spend most of their time turning
 * columns nobody asked for into values (dates, JSON), so they read only what is asked.
 */
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/** The extension naming the columns of the parent row a field reads. */
const COLUMNS = 'rowColumns';

/** `extensions` of a field that reads these columns of its parent's row and nothing else of it. */
export const reads = (...columns: string[]) => ({ [COLUMNS]: columns });

/**
 * The columns that the fields selected on the nodes of this connection field read (its `nodes`
 * and `edges { node }`, through fragments; the nodes are `nodeType`), or null when a selected
 * field does not say which it reads. `@skip`/`@include` are not evaluated: a skipped field still counts, which can
 * only read more columns than needed.
 */
export function selectedNodeColumns(info: GraphQLResolveInfo, nodeType: GraphQLObjectType): ReadonlySet<string> | null {
  // A field node stands for the same selection each time its (cached) document runs, unless
  // graphql-js merged it with others of the same name.
  const single = info.fieldNodes.length === 1 ? info.fieldNodes[0] : null;
  if (single && known.has(single)) return known.get(single)!;
  const columns = collect(info, nodeType);
  if (single) known.set(single, columns);
  return columns;
}

const known = new WeakMap<FieldNode, Set<string> | null>();

function collect(info: GraphQLResolveInfo, nodeType: GraphQLObjectType): Set<string> | null {
  const columns = new Set<string>();
  const fields = nodeType.getFields();
  const nodeSelections: SelectionSetNode[] = [];
  for (const field of fieldsOf(
    info.fieldNodes.map((f) => f.selectionSet),
    info.fragments,
  )) {
    if (field.name.value === 'nodes' && field.selectionSet) nodeSelections.push(field.selectionSet);
    if (field.name.value === 'edges' && field.selectionSet)
      for (const edgeField of fieldsOf([field.selectionSet], info.fragments))
        if (edgeField.name.value === 'node' && edgeField.selectionSet) nodeSelections.push(edgeField.selectionSet);
  }
  for (const field of fieldsOf(nodeSelections, info.fragments)) {
    const name = field.name.value;
    if (name === '__typename') continue;
    const read = fields[name]?.extensions?.[COLUMNS];
    if (!Array.isArray(read)) return null;
    for (const column of read) columns.add(column);
  }
  return columns;
}

/** The fields of selection sets, fragments spread and inline fragments flattened. */
function* fieldsOf(
  sets: (SelectionSetNode | undefined)[],
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): Generator<FieldNode> {
  for (const set of sets) {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) yield selection;
      else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf([selection.selectionSet], fragments, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        yield* fieldsOf([fragments[selection.name.value]?.selectionSet], fragments, seen);
      }
    }
  }
}
