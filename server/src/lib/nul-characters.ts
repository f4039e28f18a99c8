/**
 * Finds the NUL characters (U+0000) that PostgreSQL's text and jsonb cannot store, in any parsed request
 * input, and the refusal the API answers for them (decision 018).
 */
import type { FieldIssue } from "@amora/contract/accounts";
import { AppError } from "./app-error.ts";

/** The issue code of a field that contains a character the API does not accept. */
export const INVALID_CHARACTER = "invalid_character" satisfies FieldIssue;

/** The path (dotted, as the validator names fields) of the first string or key in `value` holding a NUL. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  // The bound keeps a hostile nesting cheap; no schema of the API nests anywhere near this deep.
  if (value === null || typeof value !== "object" || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes("\u0000")) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The refusal for a NUL in a request field: VALIDATION_FAILED, like any other malformed field. */
export function nulRefusal(path: string): AppError {
  return new AppError(400, "VALIDATION_FAILED", "The request contains a character that is not allowed.", {
    issues: [{ path, code: INVALID_CHARACTER }],
  });
}
