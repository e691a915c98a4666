/** Enums declared by their wire values: the GraphQL names follow from them. */

import { builder } from './builder.ts';

/**
 * The GraphQL name of an enum's wire value, in SCREAMING_CASE: `share-link` -> SHARE_LINK,
 * `space:content:read` -> SPACE_CONTENT_READ, `joinedAt` -> JOINED_AT, `$primary` -> PRIMARY.
 */
export const enumName = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/**
 * A GraphQL enum from its wire values (what REST sends and receives, the values resolvers see)
 * and their descriptions, in order: `describedEnum('Order', 'Sort direction.', { asc: '…', desc: '…' })`
 * declares ASC and DESC.
 */
export function describedEnum<Values extends Record<string, string>>(
  name: string,
  description: string,
  values: Values,
) {
  const config = Object.fromEntries(
    Object.entries(values).map(([value, about]) => [enumName(value), { value, description: about }]),
  ) as Record<string, { value: Extract<keyof Values, string>; description: string }>;
  return builder.enumType(name, { description, values: config });
}
