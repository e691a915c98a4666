/**
 * Narrowing of GraphQL results typed by the documents of test/gql. A mutation answers a union of
 * its payload and the errors (`... on BaseError`); `payload(res.createX, 'CreateXPayload')` checks
 * the `__typename` and returns the payload typed, throwing with the whole answer otherwise.
 */

/** The value narrowed to the member of its union named `typename`; throws when it is another. */
export function payload<T extends { __typename?: string }, N extends NonNullable<T['__typename']>>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename?: N }> {
  if (value?.__typename !== typename)
    throw new Error(`expected ${typename}, got ${value?.__typename ?? String(value)}: ${JSON.stringify(value)}`);
  return value as Extract<T, { __typename?: N }>;
}

/**
 * A `node(id:)` answer narrowed to the fragment that selects `field` (`... on Space { field }`): the
 * node is of that type. Throws when the node is missing or of another type (its fragment is empty).
 */
export function nodeWith<T extends object, K extends string>(
  node: T | null | undefined,
  field: K,
): Extract<T, Record<K, unknown>> {
  if (!node || !(field in node)) throw new Error(`expected a node with ${field}, got ${JSON.stringify(node)}`);
  return node as Extract<T, Record<K, unknown>>;
}

/**
 * The answer of a mutation whose document is a plain string (codegen types none): the payload `N`
 * with the fields `P` it selects, or one of the errors (`... on BaseError { message }`).
 */
export type Answer<N extends string, P> = ({ __typename: N } & P) | { __typename: `${string}Error`; message: string };
