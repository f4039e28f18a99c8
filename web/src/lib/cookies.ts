/** Reading and writing the few cookies the browser side owns (the interface language). */

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 86_400);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve (Firefox).
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
