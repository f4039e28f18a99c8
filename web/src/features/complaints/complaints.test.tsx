/**
 * The complaints screen (/complaints) and its form: the company and how complaints are handled, the checks
 * before sending, the request, the server's issues under their fields with nothing typed lost, the member's
 * conversations, and the confirmation with the reference.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "../../test/a11y.ts";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { parseProfileRef } from "./complaint-input.ts";
import { ComplaintForm } from "./index.ts";

const WAIT = { timeout: 5_000 };

beforeEach(() => {
  // A visitor who already passed the site-entry warning.
  localStorage.setItem("site-entry-warning-dismissed", "1");
});
const DESCRIPTION = "I was charged twice for the same bundle yesterday.";

function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
}

async function openPage(user = null as ReturnType<typeof testUser> | null) {
  const events = userEvent.setup();
  await renderApp("/complaints", { user });
  await screen.findByRole("heading", { level: 1, name: "Complaints" }, WAIT);
  return events;
}

const send = () => screen.getByRole("button", { name: "Send my complaint" });

describe("the complaints screen", () => {
  it("says who we are and how complaints are handled", async () => {
    mockApi();
    await openPage();
    const company = screen.getByRole("region", { name: "Who we are" });
    expect(company.querySelector("address")?.textContent).toBe(
      "Amora Media B.V.Herengracht 420AmsterdamChamber of Commerce no. 87654321Phone +31201234567",
    );
    expect(within(company).getByRole("link", { name: "+31201234567" }).getAttribute("href")).toBe(
      "tel:+31201234567",
    );
    const how = screen.getByRole("region", { name: "How we handle your complaint" });
    expect(within(how).getByText(/answers you by e-mail within 14 days/)).toBeTruthy();
    expect(within(how).getByRole("link", { name: "European Consumer Centre" }).getAttribute("href")).toMatch(
      /^https:\/\/commission\.europa\.eu\/.*ecc-net/,
    );
    await expectNoA11yViolations();
  });

  it("checks the form before sending, and each problem follows the typing", async () => {
    const api = mockApi();
    const user = await openPage();
    await user.type(screen.getByLabelText("About a profile (optional)"), "someone");
    await user.click(send());
    expect(errorOf("What is it about?")).toBe("Choose what your complaint is about.");
    expect(errorOf("Describe what happened")).toBe(
      "Please describe what happened in at least 20 characters.",
    );
    expect(errorOf("About a profile (optional)")).toBe(
      "Paste a profile link such as /members/123 or the profile's number.",
    );
    expect(errorOf("Your e-mail address")).toBe("Enter your e-mail address, so we can answer you.");
    expect(errorOf("Your name")).toBe("Tell us your name.");
    expect(document.activeElement).toBe(screen.getByLabelText("What is it about?"));
    await user.type(screen.getByLabelText("Your e-mail address"), "sam@example");
    expect(errorOf("Your e-mail address")).toBe("Invalid email");
    expect(api.callsTo("POST /api/complaints.php")).toHaveLength(0);
  });

  it("counts the description's characters", async () => {
    mockApi();
    const user = await openPage();
    expect(screen.getByText("0 / 5000")).toBeTruthy();
    await user.type(screen.getByLabelText("Describe what happened"), "Hello 😀");
    expect(screen.getByText("7 / 5000")).toBeTruthy();
  });

  it("sends a visitor's complaint and shows its reference", async () => {
    const api = mockApi({ "POST /api/complaints.php": json(201, { reference: "C-7KQ2-M9XD" }) });
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText("What is it about?"), "Payments and credits");
    await user.type(screen.getByLabelText("Describe what happened"), DESCRIPTION);
    await user.type(screen.getByLabelText("About a profile (optional)"), "https://amora.test/members/42?x=1");
    await user.type(screen.getByLabelText("Your e-mail address"), " sam@example.test ");
    await user.type(screen.getByLabelText("Your name"), "Sam");
    await user.click(send());
    const done = await screen.findByRole("heading", { name: "Thank you, we received your complaint" }, WAIT);
    expect(api.callsTo("POST /api/complaints.php")[0]?.body).toEqual({
      category: "billing",
      description: DESCRIPTION,
      profile_id: 42,
      email: "sam@example.test",
      name: "Sam",
    });
    const panel = done.closest(".result-panel") as HTMLElement;
    expect(within(panel).getByText("C-7KQ2-M9XD")).toBeTruthy();
    expect(within(panel).getByText(/We have mailed a receipt to sam@example.test\./)).toBeTruthy();
    await expectNoA11yViolations();
  });

  it("shows the server's issues under their fields and keeps what was typed", async () => {
    mockApi({
      "POST /api/complaints.php": validationFailed(
        ["body.profile_id", "profile_not_found"],
        ["body.email", "email_invalid"],
      ),
    });
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText("What is it about?"), "A member's profile");
    await user.type(screen.getByLabelText("Describe what happened"), DESCRIPTION);
    await user.type(screen.getByLabelText("About a profile (optional)"), "/members/999");
    await user.type(screen.getByLabelText("Your e-mail address"), "sam@example.test");
    await user.type(screen.getByLabelText("Your name"), "Sam");
    await user.click(send());
    await waitFor(
      () =>
        expect(errorOf("About a profile (optional)")).toBe(
          "We cannot find this profile. Check the link or the number.",
        ),
      WAIT,
    );
    expect(errorOf("Your e-mail address")).toBe("Invalid email");
    expect((screen.getByLabelText("Describe what happened") as HTMLTextAreaElement).value).toBe(DESCRIPTION);
    expect((screen.getByLabelText("About a profile (optional)") as HTMLInputElement).value).toBe(
      "/members/999",
    );
    // A change to the field clears its server issue, the other stays.
    await user.type(screen.getByLabelText("About a profile (optional)"), "8");
    expect(errorOf("About a profile (optional)")).not.toBe(
      "We cannot find this profile. Check the link or the number.",
    );
    expect(errorOf("Your e-mail address")).toBe("Invalid email");
  });

  it("says why when the server refuses, e.g. too many complaints, and keeps the form", async () => {
    mockApi({ "POST /api/complaints.php": apiError(429, "RATE_LIMITED") });
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText("What is it about?"), "Something else");
    await user.type(screen.getByLabelText("Describe what happened"), DESCRIPTION);
    await user.type(screen.getByLabelText("Your e-mail address"), "sam@example.test");
    await user.type(screen.getByLabelText("Your name"), "Sam");
    await user.click(send());
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).not.toBe("");
    expect((screen.getByLabelText("Describe what happened") as HTMLTextAreaElement).value).toBe(DESCRIPTION);
  });

  it("lets a member name one of their conversations, without asking their address", async () => {
    const member = testUser();
    const api = mockApi(
      {
        "GET /api/chats.php": json(200, {
          chats: [
            {
              conversation: 77,
              profile: 5,
              member: { name: "Lena", age: 31, city: "Leeds", main_image: null, fictional: false },
              num_unread_messages: 0,
              last_message: null,
            },
          ],
          next_before: null,
        }),
        "POST /api/complaints.php": json(201, { reference: "C-AAAA-BBBB" }),
      },
      { user: member },
    );
    const user = await openPage(member);
    expect(screen.queryByLabelText("Your e-mail address")).toBeNull();
    expect(screen.queryByLabelText("Your name")).toBeNull();
    await user.selectOptions(screen.getByLabelText("What is it about?"), "A conversation");
    await user.type(screen.getByLabelText("Describe what happened"), DESCRIPTION);
    await screen.findByRole("option", { name: "Lena" }, WAIT);
    await user.selectOptions(screen.getByLabelText("About a conversation (optional)"), "Lena");
    await user.click(send());
    await screen.findByText("C-AAAA-BBBB", {}, WAIT);
    expect(api.callsTo("POST /api/complaints.php")[0]?.body).toEqual({
      category: "conversation",
      description: DESCRIPTION,
      conversation_id: 77,
    });
    expect(screen.getByText(/We have mailed a receipt to your e-mail address\./)).toBeTruthy();
  });

  it("shows the French texts", async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp("/complaints", { language: "fr" });
    await screen.findByRole("heading", { level: 1, name: "Réclamations" }, WAIT);
    await user.click(screen.getByRole("button", { name: "Envoyer ma réclamation" }));
    expect(errorOf("De quoi s’agit-il ?")).toBe("Choisissez l’objet de votre réclamation.");
    expect(errorOf("Décrivez ce qui s’est passé")).toBe(
      "Décrivez ce qui s’est passé en au moins 20 caractères.",
    );
  });
});

describe("the complaint form elsewhere", () => {
  it("starts on the category it is given", async () => {
    mockApi();
    await renderApp("/", { routes: [{ path: "/", element: <ComplaintForm category="question" /> }] });
    const select = (await screen.findByLabelText("What is it about?", {}, WAIT)) as HTMLSelectElement;
    expect(select.value).toBe("question");
  });
});

describe("parseProfileRef", () => {
  it.each([
    ["", undefined],
    ["  ", undefined],
    ["123", 123],
    [" /members/123 ", 123],
    ["https://amora.test/members/123", 123],
    ["https://amora.test/members/123/chat", 123],
    ["amora.test/members/123?ref=x#top", 123],
    ["/members/abc", null],
    ["/members/123abc", null],
    ["0", null],
    ["-5", null],
    ["1.5", null],
    ["99999999999", null],
    ["Lena from Leeds", null],
  ])("%j → %j", (text, expected) => {
    expect(parseProfileRef(text)).toBe(expected);
  });
});
