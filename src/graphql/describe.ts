/**
 * Descriptions of the plumbing every Relay-style mutation repeats: its `input` argument, its input
 * type and its payload type. They are derived from the mutation itself (its name and description),
 * so they stay right when a mutation is added or renamed; a description written in Pothos wins.
 */
import { type GraphQLSchema, getNamedType, isInputObjectType, isObjectType, isUnionType } from 'graphql';

const INPUT_ARG = 'What to do. Over REST, the request body fields and the path parameters.';

export function describeMutationPlumbing(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    const summary = field.description ? ` ${field.description}` : '';
    const input = field.args.find((a) => a.name === 'input');
    if (input) {
      input.description ??= INPUT_ARG;
      const inputType = getNamedType(input.type);
      if (isInputObjectType(inputType)) inputType.description ??= `Input of \`${field.name}\`.${summary}`;
    }
    const result = getNamedType(field.type);
    // With typed errors the field returns a union of the payload and the errors.
    const payload = isUnionType(result)
      ? result.getTypes().find((t) => !t.getInterfaces().some((i) => i.name === 'BaseError'))
      : result;
    if (isObjectType(payload)) payload.description ??= `What \`${field.name}\` returns when it succeeds.`;
  }
  return schema;
}
