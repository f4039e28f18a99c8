/** Helpers for the accounts tests: signing up through the API, reading cookies and the links mailed. */
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { mailQueue } from "../../db/schema.ts";

let clientCounter = 0;
/** A fresh client address for each call, so per-address limits only bite where a test means them to. */
export function nextIp(): string {
  clientCounter += 1;
  return `10.9.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
}

export const CLIENT = { "x-request-type": "client" } as const;

export function validSignup(overrides: Record<string, unknown> = {}) {
  clientCounter += 1;
  return {
    email: `member${clientCounter}@example.test`,
    name: `Member${clientCounter}`,
    password: "a-long-secret-1",
    date_of_birth: "1990-06-15",
    gender: "male",
    seeking: "female",
    country: "NL",
    region: "NH",
    city: "Amsterdam",
    special_category_consent: true,
    ...overrides,
  };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `sid=${cookie.value}`;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  host = "amora.test",
) {
  const body = validSignup(overrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/signup.php",
    headers: { ...CLIENT, host, "x-forwarded-for": nextIp() },
    payload: body,
  });
  return { response, body };
}

export async function signUpOk(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  host = "amora.test",
) {
  const { response, body } = await signUp(app, overrides, host);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), body, user: response.json().user };
}

export async function logIn(app: FastifyInstance, email: string, password: string, ip = nextIp()) {
  return app.inject({
    method: "POST",
    url: "/api/user.php",
    headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": ip },
    payload: { email, password },
  });
}

/** The newest mail to an address, as queued (the mail worker's own tests cover sending it). */
export async function lastMail(app: FastifyInstance, to: string) {
  const [mail] = await app.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, to))
    .orderBy(desc(mailQueue.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The path and query of the link in a mail, ready for app.inject. */
export async function mailedLink(app: FastifyInstance, to: string): Promise<string> {
  const mail = await lastMail(app, to);
  const match = /https?:\/\/[^\s"<>]+token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail ${mail.kind} to ${to}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export function tokenOf(path: string): string {
  return new URL(path, "http://x").searchParams.get("token") ?? "";
}

/** A client call to `app`, as `who` (a member signed up by signUpOk) or as a visitor, with a JSON body. */
export function callAs(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  who?: { cookie: string },
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}
