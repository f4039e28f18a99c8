/**
 * Paying by direct debit (/directdebit?bundle=…&code=…): the order priced for direct debit, the form and
 * its exact body, consent, the IBAN's grouping and checksum, the server's refusals by field and the
 * spec's texts, then the texted code: wrong, too many tries, and the way to the payment's page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import {
  apiError,
  deferred,
  json,
  type MockAnswer,
  type MockHandler,
  mockApi,
  validationFailed,
} from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { creditsAnswer, discountAnswer, paymentAnswer, plainSpaces } from "./test-data.ts";

const LONG = { timeout: 5000 };
const member = testUser();
const SENT = { request: "req-1", phone_hint: "+31 6 •••• 78" };

afterEach(() => {
  vi.unstubAllGlobals();
});

function api(handlers: Record<string, MockHandler> = {}) {
  return mockApi(
    {
      "GET /api/credits.php": json(200, creditsAnswer()),
      "POST /api/directdebit.php": json(200, SENT),
      // The payment's page, once there: not what these tests look at.
      "GET /api/payment.php": apiError(404, "NOT_FOUND"),
      ...handlers,
    },
    { user: member },
  );
}

/** The error a field shows (what its aria-describedby points to while it is invalid), else null. */
function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const consent = () => screen.getByRole("checkbox", { name: "I agree to this direct debit mandate." });
const sendButton = () => screen.getByRole("button", { name: "Text me the code" });

async function fillForm({ iban = "nl91abna0417164300" } = {}) {
  await userEvent.type(await screen.findByLabelText("Account holder", {}, LONG), "Sam Jansen");
  await userEvent.type(field("IBAN"), iban);
  await userEvent.type(field("Street"), "Herengracht");
  await userEvent.type(field("House number"), "420");
  await userEvent.type(field("Postcode"), "1017 BZ");
  await userEvent.type(field("City"), "Amsterdam");
  await userEvent.type(field("Mobile number"), "+31 6 12345678");
}

const BODY = {
  bundle: 2,
  account_holder: "Sam Jansen",
  iban: "NL91ABNA0417164300",
  street: "Herengracht",
  house_number: "420",
  postcode: "1017 BZ",
  city: "Amsterdam",
  phone: "+31 6 12345678",
  consent: true,
};

/** Fills the form, consents and asks for the code; resolves on the code step. */
async function reachCodeStep() {
  await fillForm();
  await userEvent.click(consent());
  await userEvent.click(sendButton());
  return (await screen.findByLabelText("6-digit code")) as HTMLInputElement;
}

describe("the direct-debit page", () => {
  it("shows the order with the code priced for direct debit, and the mandate with the company's name", async () => {
    const calls = api({ "GET /api/discountcode.php": discountAnswer({ code: "SPRING20" }, 3196) });
    await renderApp("/directdebit?bundle=2&code=SPRING20", { user: member });
    expect(await screen.findByRole("heading", { level: 1, name: "Direct debit" }, LONG)).toBeTruthy();
    const order = await screen.findByRole("region", { name: "Your order" });
    await waitFor(() => expect(order.textContent).toContain("SPRING20: 20% off"));
    expect(order.textContent).toContain("100 credits");
    expect(within(order).getByRole("deletion").textContent).toBe("Old price: €39.95");
    expect(order.textContent).toContain("€31.96");
    expect(order.textContent).toContain("SEPA Direct Debit");
    expect(Object.fromEntries(calls.callsTo("GET /api/discountcode.php")[0]?.query ?? [])).toEqual({
      code: "SPRING20",
      bundle: "2",
      method: "sdd",
    });
    const mandate = screen.getByRole("region", { name: "SEPA direct debit mandate" });
    expect(mandate.textContent).toContain(
      "By confirming you authorise Amora Media B.V. to send instructions to your bank to debit your account",
    );
    expect(mandate.textContent).toContain("within 8 weeks");
    expect(screen.getByRole("link", { name: "Other payment methods" }).getAttribute("href")).toBe(
      "/credits/2?code=SPRING20",
    );
  });

  it("sends nothing until the member consents, and says why", async () => {
    const calls = api();
    await renderApp("/directdebit?bundle=2", { user: member });
    await fillForm();
    expect(screen.getByText("Agree to the mandate above to continue.")).toBeTruthy();
    await userEvent.click(sendButton());
    expect(errorOf(consent())).toBe("Please tick the box to agree to the direct debit mandate.");
    expect(document.activeElement).toBe(consent());
    expect(calls.callsTo("POST /api/directdebit.php")).toHaveLength(0);

    await userEvent.click(consent());
    expect(errorOf(consent())).toBeNull();
    expect(screen.getByText("Next, you confirm the payment with the code we text you.")).toBeTruthy();
  });

  it("posts exactly the contract's body, with the code that applies, then asks for the texted code", async () => {
    const calls = api({ "GET /api/discountcode.php": discountAnswer({ code: "SPRING20" }, 3196) });
    await renderApp("/directdebit?bundle=2&code=SPRING20", { user: member });
    await screen.findByText("SPRING20: 20% off", {}, LONG);
    const code = await reachCodeStep();
    expect(calls.callsTo("POST /api/directdebit.php").map((call) => call.body)).toEqual([
      { ...BODY, discount_code: "SPRING20" },
    ]);
    expect(screen.getByText("We sent a code to +31 6 •••• 78.")).toBeTruthy();
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("maxlength")).toBe("6");
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it("texts one code however often the button is clicked", async () => {
    const answer = deferred<MockAnswer>();
    const calls = api({ "POST /api/directdebit.php": () => answer.promise });
    await renderApp("/directdebit?bundle=2", { user: member });
    await fillForm();
    await userEvent.click(consent());
    await userEvent.dblClick(sendButton());
    const busy = await screen.findByRole("button", { name: "Sending the code…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    answer.resolve(json(200, SENT));
    await screen.findByLabelText("6-digit code");
    expect(calls.callsTo("POST /api/directdebit.php")).toHaveLength(1);
  });

  it("leaves out a code that does not apply to direct debit", async () => {
    const calls = api({ "GET /api/discountcode.php": apiError(403, "DISCOUNT_METHOD") });
    await renderApp("/directdebit?bundle=2&code=IDEAL10", { user: member });
    expect((await screen.findByText(/^Your code was not applied/, {}, LONG)).textContent).toBe(
      "Your code was not applied: This code is not valid with this payment method.",
    );
    await reachCodeStep();
    expect(calls.callsTo("POST /api/directdebit.php")[0]?.body).toEqual(BODY);
  });

  it("says by each field what is missing, and goes to the first", async () => {
    const calls = api();
    await renderApp("/directdebit?bundle=2", { user: member });
    await screen.findByLabelText("Account holder", {}, LONG);
    await userEvent.click(sendButton());
    for (const label of [
      "Account holder",
      "IBAN",
      "Street",
      "House number",
      "Postcode",
      "City",
      "Mobile number",
    ]) {
      expect(errorOf(field(label)), label).toBe("Please fill in this field.");
    }
    expect(document.activeElement).toBe(field("Account holder"));
    expect(calls.callsTo("POST /api/directdebit.php")).toHaveLength(0);
  });

  it("groups the IBAN in fours as it is typed and checks its checksum on leaving the field", async () => {
    api();
    await renderApp("/directdebit?bundle=2", { user: member });
    const iban = (await screen.findByLabelText("IBAN", {}, LONG)) as HTMLInputElement;
    await userEvent.type(iban, "nl91abna0417164301");
    expect(iban.value).toBe("NL91 ABNA 0417 1643 01");
    // Not while typing: only once the member leaves the field.
    expect(errorOf(iban)).toBeNull();
    await userEvent.tab();
    expect(errorOf(iban)).toBe("This IBAN is not correct. Please check it for typing errors.");

    await userEvent.type(iban, "{Backspace}0");
    expect(iban.value).toBe("NL91 ABNA 0417 1643 00");
    expect(errorOf(iban)).toBeNull();
  });

  it("keeps the caret where a character is inserted into the IBAN", async () => {
    api();
    await renderApp("/directdebit?bundle=2", { user: member });
    const iban = (await screen.findByLabelText("IBAN", {}, LONG)) as HTMLInputElement;
    await userEvent.type(iban, "NL91ABN0417164300");
    expect(iban.value).toBe("NL91 ABN0 4171 6430 0");
    await userEvent.type(iban, "A", { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(iban.value).toBe("NL91 ABNA 0417 1643 00");
    await waitFor(() => expect(iban.selectionStart).toBe(9));
  });

  it("shows the server's refusals by their fields, each until the member changes it", async () => {
    const calls = api({
      "POST /api/directdebit.php": validationFailed(
        ["body.iban", "iban_invalid"],
        ["body.phone", "phone_invalid"],
      ),
    });
    await renderApp("/directdebit?bundle=2", { user: member });
    await fillForm();
    await userEvent.click(consent());
    await userEvent.click(sendButton());
    await waitFor(() => expect(calls.callsTo("POST /api/directdebit.php")).toHaveLength(1));
    await waitFor(() =>
      expect(errorOf(field("IBAN"))).toBe("Please enter the IBAN of a bank account in the SEPA area."),
    );
    expect(errorOf(field("Mobile number"))).toBe(
      "Please enter a mobile number that can receive text messages.",
    );
    expect(errorOf(field("Street"))).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    // Still a mobile number: the form's own check (the contract's) has nothing to say.
    await userEvent.type(field("Mobile number"), "{Backspace}9");
    expect(errorOf(field("Mobile number"))).toBeNull();
    expect(errorOf(field("IBAN"))).toBe("Please enter the IBAN of a bank account in the SEPA area.");
  });

  it.each([
    ["DIRECT_DEBIT_BLOCKED", "Your account is blocked for direct debit payments."],
    ["DIRECT_DEBIT_LIMIT", "Limit for direct debit reached."],
  ])("says %s in the spec's words, with a way to pay otherwise", async (code, text) => {
    api({ "POST /api/directdebit.php": apiError(403, code) });
    await renderApp("/directdebit?bundle=2", { user: member });
    await fillForm();
    await userEvent.click(consent());
    await userEvent.click(sendButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(text);
    expect(within(alert).getByRole("link", { name: "Pay another way" }).getAttribute("href")).toBe(
      "/credits/2",
    );
  });

  it("says 'Code invalid' by the code field, then goes to the payment's page with the right code", async () => {
    let wrong = true;
    const calls = api({
      "POST /api/directdebit-confirm.php": () =>
        wrong ? apiError(400, "OTP_INVALID") : paymentAnswer({ id: "Dd7_x2", method: "sdd" }, null),
    });
    const { router } = await renderApp("/directdebit?bundle=2", { user: member });
    const code = await reachCodeStep();
    const confirm = screen.getByRole("button", { name: "Confirm payment" });

    await userEvent.type(code, "12a3");
    expect(code.value).toBe("123");
    await userEvent.click(confirm);
    expect(errorOf(code)).toBe("Please enter the 6-digit code from the text message.");
    expect(calls.callsTo("POST /api/directdebit-confirm.php")).toHaveLength(0);

    await userEvent.type(code, "456");
    await userEvent.click(confirm);
    await waitFor(() => expect(errorOf(code)).toBe("Code invalid"));

    wrong = false;
    await userEvent.clear(code);
    expect(errorOf(code)).toBeNull();
    await userEvent.type(code, "654321");
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions/Dd7_x2"));
    expect(calls.callsTo("POST /api/directdebit-confirm.php").map((call) => call.body)).toEqual([
      { request: "req-1", code: "123456" },
      { request: "req-1", code: "654321" },
    ]);
  });

  it("after too many wrong codes, starts again with a new code", async () => {
    let sends = 0;
    const calls = api({
      "POST /api/directdebit.php": () => {
        sends += 1;
        return json(200, { request: `req-${sends}`, phone_hint: "+31 6 •••• 78" });
      },
      "POST /api/directdebit-confirm.php": apiError(429, "OTP_TOO_MANY_ATTEMPTS"),
    });
    await renderApp("/directdebit?bundle=2", { user: member });
    const code = await reachCodeStep();
    await userEvent.type(code, "111111");
    await userEvent.click(screen.getByRole("button", { name: "Confirm payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many wrong codes. Start again to get a new code.",
    );
    expect(screen.queryByRole("button", { name: "Confirm payment" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Start again" }));
    expect(await screen.findByText("We sent a new code to +31 6 •••• 78.")).toBeTruthy();
    const fresh = screen.getByLabelText("6-digit code") as HTMLInputElement;
    expect(fresh.value).toBe("");
    expect(fresh.disabled).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls.callsTo("POST /api/directdebit.php").map((call) => call.body)).toEqual([BODY, BODY]);

    await userEvent.type(fresh, "222222");
    await userEvent.click(screen.getByRole("button", { name: "Confirm payment" }));
    await waitFor(() => expect(calls.callsTo("POST /api/directdebit-confirm.php")).toHaveLength(2));
    expect(calls.callsTo("POST /api/directdebit-confirm.php")[1]?.body).toEqual({
      request: "req-2",
      code: "222222",
    });
  });

  it("sends a new code on request, and lets the member change their details", async () => {
    const calls = api();
    await renderApp("/directdebit?bundle=2", { user: member });
    await reachCodeStep();
    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new code to +31 6 •••• 78.")).toBeTruthy();
    expect(calls.callsTo("POST /api/directdebit.php")).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Change your details" }));
    expect(field("IBAN").value).toBe("NL91 ABNA 0417 1643 00");
    expect(consent()).toHaveProperty("checked", true);
  });

  it("leads to the bundles without a bundle, or with one not on offer", async () => {
    api();
    const { unmount } = await renderApp("/directdebit", { user: member });
    expect(await screen.findByRole("heading", { name: "Choose your credits first" }, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the bundles" }).getAttribute("href")).toBe("/credits");
    unmount();

    await renderApp("/directdebit?bundle=99&code=SPRING20", { user: member });
    expect(await screen.findByRole("heading", { name: "This bundle is not available" }, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the bundles" }).getAttribute("href")).toBe(
      "/credits?code=SPRING20",
    );
  });

  it("speaks French", async () => {
    api({ "POST /api/directdebit.php": apiError(403, "DIRECT_DEBIT_LIMIT") });
    await renderApp("/directdebit?bundle=2", { user: member, language: "fr" });
    const order = await screen.findByRole("region", { name: "Votre commande" }, LONG);
    expect(plainSpaces(order.textContent)).toContain("39,95 €");
    expect(order.textContent).toContain("Prélèvement SEPA");
    expect(screen.getByRole("region", { name: "Mandat de prélèvement SEPA" }).textContent).toContain(
      "En confirmant, vous autorisez Amora Media B.V. à envoyer des instructions à votre banque",
    );
    await userEvent.type(field("Titulaire du compte"), "Camille Martin");
    await userEvent.type(field("IBAN"), "FR1420041010050500013M02607");
    await userEvent.tab();
    expect(errorOf(field("IBAN"))).toBe(
      "Cet IBAN n'est pas correct. Vérifiez qu'il ne contient pas de faute de frappe.",
    );
    await userEvent.clear(field("IBAN"));
    await userEvent.type(field("IBAN"), "FR1420041010050500013M02606");
    await userEvent.type(field("Rue"), "Rue de Rivoli");
    await userEvent.type(field("Numéro"), "12");
    await userEvent.type(field("Code postal"), "75001");
    await userEvent.type(field("Ville"), "Paris");
    // The member lives in Great Britain: a French number needs its calling code, as the server reads it.
    await userEvent.type(field("Numéro de mobile"), "+33 6 12 34 56 78");
    await userEvent.click(screen.getByRole("button", { name: "Recevoir le code par SMS" }));
    expect(errorOf(screen.getByRole("checkbox", { name: "J'accepte ce mandat de prélèvement." }))).toBe(
      "Cochez la case pour accepter le mandat de prélèvement.",
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "J'accepte ce mandat de prélèvement." }));
    await userEvent.click(screen.getByRole("button", { name: "Recevoir le code par SMS" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Limite de prélèvement atteinte.");
  });
});
