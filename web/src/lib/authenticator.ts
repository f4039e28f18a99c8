/** An authenticator secret as people type it: groups of four ("ABCD EFGH IJ"), which the apps accept. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
