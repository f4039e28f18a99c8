import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, memberLogins } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, sessionCookie, signUpOk } from "./accounts-test-helpers.ts";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const ANDROID_CHROME_NEWER = ANDROID_CHROME.replace("Chrome/126", "Chrome/131");
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

let app: FastifyInstance;
beforeAll(async () => {
  // Signups come through the helpers' X-Forwarded-For (a fresh address each, below the signup limit); the
  // sign-ins here carry none, so their address is the connection's own (remoteAddress).
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

let addressCounter = 0;
/** A client address of its own per member, so each test's places are its own. */
function freshNetwork(): string {
  addressCounter += 1;
  return `10.${addressCounter}.7`;
}

function logInFrom(email: string, password: string, from: { ip: string; agent: string }) {
  return app.inject({
    method: "POST",
    url: "/api/user.php",
    remoteAddress: from.ip,
    headers: { ...CLIENT, host: "amora.test", "user-agent": from.agent },
    payload: { email, password },
  });
}

function call(method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Listed {
  id: string;
  device: { browser: string | null; system: string | null };
  country: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

async function list(cookie: string): Promise<Listed[]> {
  const response = await call("GET", "/api/sessions.php", cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json().sessions;
}

/** A member signed up, then signed in on a phone and on a laptop: three sessions. */
async function memberWithDevices() {
  const network = freshNetwork();
  const { cookie, body, user } = await signUpOk(app);
  const phone = sessionCookie(
    await logInFrom(body.email, body.password, { ip: `${network}.21`, agent: ANDROID_CHROME }),
  );
  const laptop = sessionCookie(
    await logInFrom(body.email, body.password, { ip: `${network}.99`, agent: MAC_SAFARI }),
  );
  return { signup: cookie, phone, laptop, body, user, network };
}

function newSignInMails(to: string) {
  return app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, to), eq(mailQueue.kind, "new_sign_in")));
}

describe("GET /api/sessions.php", () => {
  it("lists the member's sessions, this one first, with device, masked address and times", async () => {
    const { phone, network } = await memberWithDevices();
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    const [current, ...others] = sessions;
    expect(current).toMatchObject({
      device: { browser: "Chrome", system: "Android" },
      address: `${network}.x`,
      country: null,
      current: true,
    });
    expect(others.map((s) => s.current)).toEqual([false, false]);
    expect(others.map((s) => s.device)).toContainEqual({ browser: "Safari", system: "macOS" });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[\w-]{16}$/);
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_seen_at)).not.toBeNaN();
    }
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3);
  });

  it("never shows the cookie's token nor the stored hash", async () => {
    const { phone } = await memberWithDevices();
    const token = phone.slice("sid=".length);
    const body = (await call("GET", "/api/sessions.php", phone)).body;
    expect(body).not.toContain(token);
    for (const session of await list(phone)) expect(token.startsWith(session.id)).toBe(false);
  });

  it("shows the country of a public address the server can place", async () => {
    const { body } = await signUpOk(app);
    // A Dutch university network (SURFnet).
    const cookie = sessionCookie(
      await logInFrom(body.email, body.password, { ip: "145.97.1.10", agent: WINDOWS_FIREFOX }),
    );
    const [current] = await list(cookie);
    expect(current).toMatchObject({
      country: "NL",
      address: "145.97.1.x",
      device: { browser: "Firefox", system: "Windows" },
    });
  });
});

describe("signing sessions out", () => {
  it("signs one other session out at once: its next call is refused, the others go on", async () => {
    const { signup, phone, laptop } = await memberWithDevices();
    const laptopId = (await list(laptop)).find((s) => s.current)?.id;
    // The laptop's session is in this process's session cache now.
    expect((await call("GET", "/api/sessions.php", laptop)).statusCode).toBe(200);

    const ended = await call("DELETE", "/api/sessions.php", phone, { id: laptopId });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });

    const refused = await call("GET", "/api/sessions.php", laptop);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("authentication_required");
    expect((await list(phone)).map((s) => s.id)).not.toContain(laptopId);
    expect((await call("GET", "/api/sessions.php", signup)).statusCode).toBe(200);
    // Signing it out again: it is gone.
    expect((await call("DELETE", "/api/sessions.php", phone, { id: laptopId })).statusCode).toBe(404);
  });

  it("signs out all other sessions at once and keeps this one", async () => {
    const { signup, phone, laptop } = await memberWithDevices();
    const ended = await call("POST", "/api/sessions/others.php", phone, {});
    expect(ended.json()).toEqual({ ended: 2 });
    for (const cookie of [signup, laptop]) {
      expect((await call("GET", "/api/sessions.php", cookie)).json().code).toBe("authentication_required");
    }
    const left = await list(phone);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
    expect((await call("POST", "/api/sessions/others.php", phone, {})).json()).toEqual({ ended: 0 });
  });

  it("answers 404 for another member's session, and leaves it alive", async () => {
    const mine = await memberWithDevices();
    const theirs = await memberWithDevices();
    const theirId = (await list(theirs.laptop)).find((s) => s.current)?.id;
    const response = await call("DELETE", "/api/sessions.php", mine.phone, { id: theirId });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
    expect((await call("GET", "/api/sessions.php", theirs.laptop)).statusCode).toBe(200);
    // "All others" never reaches another member's sessions either.
    await call("POST", "/api/sessions/others.php", mine.phone, {});
    expect(await list(theirs.laptop)).toHaveLength(3);
  });

  it("answers 404 for a well-formed id that is nobody's", async () => {
    const { phone } = await memberWithDevices();
    const response = await call("DELETE", "/api/sessions.php", phone, { id: "AAAAAAAAAAAAAAAA" });
    expect(response.statusCode).toBe(404);
  });

  it("refuses to end the session in use here (logout does that)", async () => {
    const { phone } = await memberWithDevices();
    const currentId = (await list(phone)).find((s) => s.current)?.id;
    const response = await call("DELETE", "/api/sessions.php", phone, { id: currentId });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: "body.id", code: "current_session" }]);
    expect((await call("GET", "/api/sessions.php", phone)).statusCode).toBe(200);
  });

  it("refuses ids that are no session ids with 400", async () => {
    const { phone } = await memberWithDevices();
    for (const payload of [
      { id: "abc" },
      { id: "A".repeat(17) },
      { id: "A".repeat(100_000) },
      { id: "AAAAAAAA/AAAAAA=" },
      { id: 1234567890123456 },
      { id: null },
      {},
    ]) {
      const response = await call("DELETE", "/api/sessions.php", phone, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect(await list(phone)).toHaveLength(3);
  });

  it.each([
    ["GET", "/api/sessions.php", undefined],
    ["DELETE", "/api/sessions.php", { id: "AAAAAAAAAAAAAAAA" }],
    ["POST", "/api/sessions/others.php", {}],
  ] as const)("refuses a visitor on %s %s", async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("authentication_required");
  });
});

describe("the new sign-in mail", () => {
  it("is not sent on a member's very first sign-in, from whatever device", async () => {
    const { body } = await signUpOk(app);
    await logInFrom(body.email, body.password, { ip: `${freshNetwork()}.1`, agent: WINDOWS_FIREFOX });
    expect(await newSignInMails(body.email)).toEqual([]);
  });

  it("is not sent for a device and place seen before, even in a newer browser version", async () => {
    const network = freshNetwork();
    const { body } = await signUpOk(app);
    const phone = { ip: `${network}.21`, agent: ANDROID_CHROME };
    await logInFrom(body.email, body.password, phone);
    // Signed out since: the earlier sign-in still counts.
    await call("POST", "/api/logout.php", sessionCookie(await logInFrom(body.email, body.password, phone)));
    await logInFrom(body.email, body.password, { ip: `${network}.200`, agent: ANDROID_CHROME_NEWER });
    expect(await newSignInMails(body.email)).toEqual([]);
  });

  it("is sent for a new device, in the member's language, with device, place, time and the settings link", async () => {
    const network = freshNetwork();
    const { body } = await signUpOk(app);
    await logInFrom(body.email, body.password, { ip: `${network}.21`, agent: ANDROID_CHROME });
    const response = await logInFrom(body.email, body.password, { ip: `${network}.22`, agent: MAC_SAFARI });
    expect(response.statusCode).toBe(200);
    const mails = await newSignInMails(body.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("New sign-in to your Amora account");
    expect(mail?.text).toContain(`Safari on macOS · ${network}.x · `);
    expect(mail?.text).toContain(`Hello ${body.name},`);
    expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/notifications#settings-sessions/);
    expect(mail?.html).toContain("Safari on macOS");
  });

  it("is sent in French to a French-speaking member", async () => {
    const network = freshNetwork();
    const { body } = await signUpOk(app, { language: "fr" });
    await logInFrom(body.email, body.password, { ip: `${network}.21`, agent: ANDROID_CHROME });
    await logInFrom(body.email, body.password, { ip: `${network}.22`, agent: WINDOWS_FIREFOX });
    const [mail] = await newSignInMails(body.email);
    expect(mail?.subject).toBe("Nouvelle connexion à votre compte Amora");
    expect(mail?.text).toContain(`Firefox sur Windows · ${network}.x · `);
  });

  it("is sent for a known device at a new place", async () => {
    const { body } = await signUpOk(app);
    await logInFrom(body.email, body.password, { ip: `${freshNetwork()}.21`, agent: ANDROID_CHROME });
    await logInFrom(body.email, body.password, { ip: "145.97.1.10", agent: ANDROID_CHROME });
    const [mail] = await newSignInMails(body.email);
    expect(mail?.text).toContain("Chrome on Android · Netherlands (145.97.1.x) · ");
  });

  it("compares with the last 90 days only", async () => {
    const network = freshNetwork();
    const { body, user } = await signUpOk(app);
    const phone = { ip: `${network}.21`, agent: ANDROID_CHROME };
    await call("POST", "/api/logout.php", sessionCookie(await logInFrom(body.email, body.password, phone)));
    await app.db
      .update(memberLogins)
      .set({ at: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(memberLogins.userId, user.id));
    await logInFrom(body.email, body.password, phone);
    expect(await newSignInMails(body.email)).toHaveLength(1);
  });
});
