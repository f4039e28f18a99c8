/** The one rule for media keys, shared by every store (they all use keys as paths). */

/**
 * Throws unless `key` is a relative, forward-slash path of plain segments: no "..", ".", empty
 * segment, absolute path, backslash or control character.
 */
export function assertMediaKey(key: string): void {
  const segments = key.split("/");
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes("\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f\u007f]/.test(key) &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..");
  if (!valid) throw new InvalidMediaKey(key);
}

export class InvalidMediaKey extends Error {
  constructor(key: string) {
    super(`Invalid media key ${JSON.stringify(key)}`);
    this.name = "InvalidMediaKey";
  }
}
