/**
 * The sandbox provider's hosted checkout page (lib/payments/sandbox-provider.ts): the tester sees the amount
 * and method and picks what the payment does; the page then tells our webhook, as a provider would, and
 * sends the payer back to the site's return page. Plain HTML with a form, so it works without the app.
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../../lib/mail/html.ts";
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_OUTCOMES,
  type SandboxProvider,
} from "../../lib/payments/sandbox-provider.ts";
import { acceptFormBodies } from "../../plugins/form-body.ts";

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);
}

const LABELS: Record<(typeof SANDBOX_OUTCOMES)[number], string> = {
  paid: "Pay",
  failed: "Fail",
  canceled: "Cancel",
  pending: "Leave pending",
};

/** Where the tester makes the payer's bank take a paid payment back (a direct debit: a reversal). */
const SANDBOX_CHARGEBACK_PATH = "/api/sandbox/chargeback.php";

function page(row: {
  id: string;
  description: string;
  amountCents: number;
  currency: string;
  method: string;
  status: string;
}) {
  const open = row.status === "open" || row.status === "pending";
  const buttons = SANDBOX_OUTCOMES.map(
    (outcome) =>
      `<button name="outcome" value="${outcome}" class="${outcome === "paid" ? "primary" : ""}">${LABELS[outcome]}</button>`,
  ).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title><style>
body{font:16px/1.5 system-ui,sans-serif;background:#f4f1f6;margin:0;display:grid;place-items:center;min-height:100vh;color:#222}
main{box-sizing:border-box;background:#fff;border-radius:16px;box-shadow:0 8px 30px #0002;padding:28px;max-width:380px;width:calc(100% - 32px)}
h1{font-size:1.1rem;margin:0 0 4px;color:#666;font-weight:600}.amount{font-size:2.2rem;font-weight:700;margin:4px 0}
.tag{display:inline-block;background:#fde7ef;color:#b0144f;border-radius:99px;padding:2px 10px;font-size:.85rem;margin-bottom:16px}
button{display:block;width:100%;padding:14px;margin:8px 0;border-radius:10px;border:1px solid #ccc;background:#fff;font-size:1rem;cursor:pointer}
button.primary{background:#d6246e;border-color:#d6246e;color:#fff;font-weight:600}label{display:flex;gap:8px;font-size:.9rem;margin:12px 0}
.note{font-size:.8rem;color:#777;margin-top:16px}</style></head><body><main>
<h1>Sandbox checkout · ${escapeHtml(row.description)}</h1>
<p class="amount">${escapeHtml(money(row.amountCents, row.currency))}</p><span class="tag">${escapeHtml(row.method)}</span>
${
  open
    ? `<form method="post"><input type="hidden" name="id" value="${escapeHtml(row.id)}">${buttons}
<label><input type="checkbox" name="stored_fails" value="1"> Make the stored method fail on a repeat order</label></form>`
    : `<p>This payment is ${escapeHtml(row.status)}.</p>${
        row.status === "paid"
          ? `<form method="post" action="${SANDBOX_CHARGEBACK_PATH}"><input type="hidden" name="id" value="${escapeHtml(row.id)}">
<label>Amount in cents (empty: all that is left) <input name="amount_cents" inputmode="numeric" pattern="[0-9]*"></label>
<button name="go" value="1">Simulate a chargeback by the bank</button></form>`
          : ""
      }`
}
<p class="note">Test payments only: no money moves. Status now: ${escapeHtml(row.status)}.</p></main></body></html>`;
}

export const sandboxCheckoutRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  await acceptFormBodies(app);

  /** The provider's webhook call, made in-process: the handler asks the sandbox for the news itself. */
  async function callWebhook(row: { id: string; webhookUrl: string }) {
    const webhook = new URL(row.webhookUrl);
    await app.inject({
      method: "POST",
      url: webhook.pathname,
      headers: { host: webhook.host, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ id: row.id }).toString(),
    });
  }

  const Query = z.object({ id: z.string().min(1).max(64) });

  app.get(
    "/sandbox/checkout",
    {
      config: { access: "public" },
      schema: {
        summary: "The sandbox's checkout page (HTML; ?id= names the payment)",
        produces: ["text/html"],
      },
    },
    async (request, reply) => {
      const query = Query.safeParse(request.query);
      const row = query.success ? await sandbox.find(query.data.id) : null;
      if (!row)
        return reply
          .status(404)
          .type("text/html")
          .send("<!doctype html><title>Not found</title><p>No such payment.</p>");
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page(row));
    },
  );

  const Choice = z.object({
    id: z.string().min(1).max(64),
    outcome: z.enum(SANDBOX_OUTCOMES),
    stored_fails: z.string().optional(),
  });
  app.post(
    "/sandbox/checkout",
    {
      schema: {
        summary: "The tester's choice on the checkout page (a form; redirects back)",
        produces: ["text/html"],
      },
      config: { access: "public", skipClientHeader: true },
    },
    async (request, reply) => {
      const choice = Choice.safeParse(request.body);
      if (!choice.success) return reply.status(400).type("text/plain").send("Choose an outcome.");
      const row = await sandbox.settle(choice.data.id, choice.data.outcome, choice.data.stored_fails === "1");
      if (!row) return reply.status(404).type("text/plain").send("No such payment.");
      await callWebhook(row);
      return reply.redirect(row.redirectUrl, 303);
    },
  );

  const Chargeback = z.object({
    id: z.string().min(1).max(64),
    amount_cents: z.union([z.literal(""), z.coerce.number().int().min(1).max(2_000_000_000)]).optional(),
  });
  app.post(
    "/sandbox/chargeback",
    {
      schema: {
        summary:
          "The tester makes the payer's bank take a paid sandbox payment back (a form; redirects to its page)",
        produces: ["text/html"],
      },
      config: { access: "public", skipClientHeader: true },
    },
    async (request, reply) => {
      const input = Chargeback.safeParse(request.body);
      if (!input.success) return reply.status(400).type("text/plain").send("Name a payment and an amount.");
      const row = await sandbox.find(input.data.id);
      if (!row) return reply.status(404).type("text/plain").send("No such payment.");
      const cents = input.data.amount_cents === "" ? undefined : input.data.amount_cents;
      const chargeback = await sandbox.chargeBack(row.id, cents);
      if (!chargeback) {
        return reply.status(409).type("text/plain").send("Only a paid payment, up to what is left of it.");
      }
      await callWebhook(row);
      const back = new URL(SANDBOX_CHECKOUT_PATH, row.redirectUrl);
      back.searchParams.set("id", row.id);
      return reply.redirect(back.toString(), 303);
    },
  );
};
