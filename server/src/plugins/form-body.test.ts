/** Form bodies: read where a plugin asks for them, within the app's body limit, one string per name. */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptFormBodies } from "./form-body.ts";

const BODY_LIMIT = 200;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ bodyLimit: BODY_LIMIT });
  await app.register(async (forms) => {
    await acceptFormBodies(forms);
    forms.post("/form", async (request) => ({ body: request.body }));
  });
  app.post("/json-only", async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

function postForm(url: string, payload: string) {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload,
  });
}

describe("form bodies", () => {
  it("are read into one decoded string per name, the last one where a name repeats", async () => {
    const response = await postForm("/form", "id=tr_1&id=tr_2&note=caf%C3%A9+au+lait&flag&empty=");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { id: "tr_2", note: "café au lait", flag: "", empty: "" } });
  });

  it("keep the app's body limit", async () => {
    const response = await postForm("/form", `id=${"x".repeat(BODY_LIMIT)}`);
    expect(response.statusCode).toBe(413);
  });

  it("are refused where no plugin asked for them", async () => {
    const response = await postForm("/json-only", "id=tr_1");
    expect(response.statusCode).toBe(415);
  });
});
