/** Field declarations that many modules' inputs share. */
import type { InputFields } from './builder.ts';

/** A required id input that is also a REST path parameter: `what` names the object it names. */
export const pathId = (t: InputFields, what: string) =>
  t.id({ description: `Global id or REST key of the ${what} (REST: path parameter).`, required: true });
