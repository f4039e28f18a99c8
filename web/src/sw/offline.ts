/**
 * The installed app without network (issue 14): the worker keeps the app's code, the last member's page
 * shell and the last loaded session and inbox, and answers from them only when the network fails. Online,
 * every page and call goes to the server as before; nothing the worker keeps is ever shown stale while the
 * server answers.
 *
 * - Code (/assets/*, hashed, immutable): precached at install from the build's list, then cache-first. One
 *   cache across versions, pruned to the current build's files, so a deploy downloads only what changed.
 * - Pages: network first; a member's shell (index.html without server-rendered content) is kept, and any page
 *   opened offline gets it: the app then routes on the client.
 * - API: never cached, except GET /api/user.php and the inbox's first page (GET /api/chats.php), kept with the
 *   time they were loaded, so the app opens as the member's with the inbox as it was. A logged-out answer
 *   empties that cache, and so does the page when the member logs out (lib/service-worker.ts).
 */
import { BOOT_DATA_ELEMENT_ID } from "@amora/contract/boot-data";
import {
  INBOX_DATA_PATH,
  OFFLINE_DATA_CACHE,
  OFFLINE_DATA_MESSAGE,
  OFFLINE_SAVED_AT_HEADER,
  type OfflineDataMessage,
  SESSION_DATA_PATH,
} from "../lib/service-worker-protocol.ts";
import { hasUser } from "./session.ts";

declare const self: ServiceWorkerGlobalScope;

/** Every cache the worker owns starts so: activate deletes the ones a former version left. */
const CACHE_PREFIX = "amora-";
const ASSETS_CACHE = "amora-assets";
/** The shell carries the build's file names, so it is kept per build. */
const shellCache = (version: string) => `amora-shell-${version}`;
const SHELL_KEY = "/__member-shell";

const BOOT_DATA = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`);

/** A page that can stand for any page offline: a member's shell, not a visitor's server-rendered page. */
export function isMemberShell(html: string): boolean {
  const json = BOOT_DATA.exec(html)?.[1];
  if (!json) return false;
  try {
    const boot = JSON.parse(json) as { visitor?: unknown; router?: unknown };
    return boot.visitor === false && boot.router === undefined;
  } catch {
    return false;
  }
}

/** The kept call a GET stands for, or null: the session, and the inbox's first page (no `before`). */
export function offlineDataKey(url: URL): string | null {
  if (url.pathname === SESSION_DATA_PATH) return SESSION_DATA_PATH;
  if (url.pathname === INBOX_DATA_PATH && !url.searchParams.has("before")) return INBOX_DATA_PATH;
  return null;
}

export async function precache(files: readonly string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll(files.filter((file) => !kept.has(file)));
}

/** Drops the caches of former versions and the files the current build no longer has. */
export async function pruneCaches(version: string, files: readonly string[]): Promise<void> {
  const current = new Set([ASSETS_CACHE, shellCache(version), OFFLINE_DATA_CACHE]);
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
  }
  const wanted = new Set(files);
  const assets = await caches.open(ASSETS_CACHE);
  for (const request of await assets.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await assets.delete(request);
  }
}

async function fromAssets(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  // Hashed names never change content; Vary (accept-encoding) must not make a kept file miss offline.
  const kept = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function navigate(event: FetchEvent, version: string): Promise<Response> {
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    if (response.ok && response.headers.get("content-type")?.startsWith("text/html")) {
      const copy = response.clone();
      event.waitUntil(keepShell(copy, version));
    }
    return response;
  } catch (error) {
    const shell = await (await caches.open(shellCache(version))).match(SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

async function keepShell(response: Response, version: string): Promise<void> {
  const html = await response.text();
  if (!isMemberShell(html)) return;
  const headers = new Headers(response.headers);
  // The kept copy is plain text: the browser has already undone the transfer's compression.
  headers.delete("content-encoding");
  headers.delete("content-length");
  await (await caches.open(shellCache(version))).put(SHELL_KEY, new Response(html, { headers }));
}

async function withOfflineData(event: FetchEvent, key: string): Promise<Response> {
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    event.waitUntil(tellOffline(event.clientId, kept.headers.get(OFFLINE_SAVED_AT_HEADER)));
    return kept;
  }
  if (response.ok) await keepData(cache, key, response.clone());
  return response;
}

async function keepData(cache: Cache, key: string, response: Response): Promise<void> {
  const body = await response.text();
  if (key === SESSION_DATA_PATH && !hasUser(JSON.parse(body))) {
    // Logged out (here or elsewhere): nothing of the former member stays on the device.
    await caches.delete(OFFLINE_DATA_CACHE);
    return;
  }
  const headers = new Headers({ "content-type": response.headers.get("content-type") ?? "application/json" });
  headers.set(OFFLINE_SAVED_AT_HEADER, new Date().toISOString());
  await cache.put(key, new Response(body, { headers }));
}

/** Tells the page its data is the kept copy, so it says so (lib/service-worker.ts). */
async function tellOffline(clientId: string, savedAt: string | null): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (!client || !savedAt) return;
  const message: OfflineDataMessage = { type: OFFLINE_DATA_MESSAGE, savedAt };
  client.postMessage(message);
}

/** The worker's answer to a request, or undefined to leave it to the browser. */
export function handleFetch(event: FetchEvent, version: string): Promise<Response> | undefined {
  const { request } = event;
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return undefined;
  if (request.mode === "navigate") return navigate(event, version);
  if (url.pathname.startsWith("/assets/")) return fromAssets(request);
  const key = offlineDataKey(url);
  return key ? withOfflineData(event, key) : undefined;
}
