import { lexicographicSortSchema } from 'graphql';
import { builder } from '../graphql/builder.ts';
import { describeMutationPlumbing } from '../graphql/describe.ts';
// The module list imports every module, and each registers its types, queries and mutations.
import './modules.ts';

export const schema = describeMutationPlumbing(lexicographicSortSchema(builder.toSchema()));
