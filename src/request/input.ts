import type { z } from 'zod';
import { BadRequestError } from '../errors.ts';

/** Validates input with a zod schema; the first issue becomes a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  throw new BadRequestError(field ? `Invalid '${field}': ${issue.message}` : issue.message, field || undefined);
}
