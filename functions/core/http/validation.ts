import type * as z from 'zod';
import { badRequest } from './errors.js';

/** Parses input with a contract schema; a mismatch is a 400 with the issues, never a 500. */
export function parseInput<S extends z.ZodType>(
  schema: S | undefined,
  input: unknown,
  where: string,
): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(
    `Invalid request ${where}`,
    result.error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message })),
  );
}
