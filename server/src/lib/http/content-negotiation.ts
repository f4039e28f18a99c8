/**
 * The two request headers that pick a stored representation: Accept-Encoding (which of the encodings we hold,
 * by the client's q values) and If-None-Match (whether the client's copy is the one we would send).
 */

/** q of each coding the header names (lowercase); a missing q is 1, an unreadable one 0. */
function qualities(header: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((p) => p.replace(/\s/g, "")).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    listed.set(name, Number.isFinite(value) ? value : 0);
  }
  return listed;
}

/**
 * The encoding to send among `available` (most preferred first on a tie), or undefined for the plain body: a
 * coding counts when listed with q > 0, or when unlisted and `*` allows it (RFC 9110 §12.5.3).
 */
export function negotiateEncoding<E extends string>(
  header: string | undefined,
  available: readonly E[],
): E | undefined {
  if (!header || available.length === 0) return undefined;
  const listed = qualities(header);
  const wildcard = listed.get("*") ?? 0;
  let best: E | undefined;
  let bestQ = 0;
  for (const encoding of available) {
    const q = listed.get(encoding) ?? wildcard;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Whether If-None-Match names `etag` (weakly compared, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
