/**
 * The signup steps, on the page and in the modal: the spec's text for every problem (checked here or
 * answered by the server), the request, the modal that cannot be closed while it is sent, and what follows.
 */
import type { Settings } from "@amora/contract/settings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, mockApi, validationFailed } from "../../test/mock-api.ts";
import { makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const settings: Partial<Settings> = {
  region_data: {
    country: "GB",
    label: "county",
    regions: [
      { code: "ENG", name: "England" },
      { code: "SCT", name: "Scotland" },
    ],
  },
};

type User = ReturnType<typeof userEvent.setup>;

async function continueStep(user: User, name = "Continue") {
  await user.click(screen.getByRole("button", { name }));
}

async function fillAbout(user: User) {
  await user.click(screen.getByRole("radio", { name: "Man" }));
  await user.click(screen.getByRole("radio", { name: "Women" }));
  await continueStep(user);
  await screen.findByRole("heading", { name: "When is your birthday?" });
}

async function fillBirth(user: User, [day, month, year] = ["17", "5", "1990"]) {
  await user.selectOptions(screen.getByLabelText("Day"), day);
  await user.selectOptions(screen.getByLabelText("Month"), month);
  await user.selectOptions(screen.getByLabelText("Year"), year);
  await continueStep(user);
  await screen.findByRole("heading", { name: "Where do you live?" });
}

async function fillPlace(user: User) {
  await user.selectOptions(screen.getByLabelText("County"), "ENG");
  await user.type(screen.getByLabelText("Town or city"), "London");
  await continueStep(user);
  await screen.findByRole("heading", { name: "Almost done!" });
}

async function fillAccount(
  user: User,
  { name = "Sam", email = "sam@example.test", password = "long enough", consent = true } = {},
) {
  await user.clear(screen.getByLabelText("Username"));
  await user.type(screen.getByLabelText("Username"), name);
  await user.clear(screen.getByLabelText("E-mail address"));
  await user.type(screen.getByLabelText("E-mail address"), email);
  await user.clear(screen.getByLabelText("Password"));
  await user.type(screen.getByLabelText("Password"), password);
  const box = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
  if (box.checked !== consent) await user.click(box);
}

const CONSENT =
  "I agree to the processing of the information about my sexual orientation that my profile reveals, as described in the privacy policy.";

async function openSignupPage(path = "/signup") {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const user = userEvent.setup();
  const app = await renderApp(path, { settings });
  await screen.findByRole("heading", { level: 1, name: "Let's get started" });
  return { ...app, user };
}

async function reachAccountStep() {
  const app = await openSignupPage();
  await fillAbout(app.user);
  await fillBirth(app.user);
  await fillPlace(app.user);
  return app;
}

function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? null;
}

const signedUp = (): MockAnswer => json(201, { user: testUser({ status: "not_confirmed" }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the checks of each step", () => {
  it("step 0 asks who you are and whom you look for", async () => {
    const { user } = await openSignupPage();
    await continueStep(user);
    expect(screen.getByText("Tell us whether you are a man or a woman.")).toBeTruthy();
    expect(screen.getByText("Tell us whom you would like to meet.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Let's get started");
  });

  it.each([
    [["", "", ""], "Enter your date of birth (18+)"],
    [["31", "2", "1990"], "Invalid date of birth."],
  ])("step 1 shows the spec's text for %o", async (date, text) => {
    const { user } = await openSignupPage();
    await fillAbout(user);
    if (date[0]) {
      await user.selectOptions(screen.getByLabelText("Day"), date[0]);
      await user.selectOptions(screen.getByLabelText("Month"), date[1] ?? "");
      await user.selectOptions(screen.getByLabelText("Year"), date[2] ?? "");
    }
    await continueStep(user);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("step 1 names the site's minimum age", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const user = userEvent.setup();
    await renderApp("/signup", { settings: { ...settings, min_age: 21 } });
    await screen.findByRole("heading", { level: 1, name: "Let's get started" });
    await fillAbout(user);
    await continueStep(user);
    expect(screen.getByText("Enter your date of birth (21+)")).toBeTruthy();
  });

  it("step 2 asks for the region, named as the country names it, and the city", async () => {
    const { user } = await openSignupPage();
    await fillAbout(user);
    await fillBirth(user);
    await continueStep(user);
    expect(errorOf("County")).toBe("Choose your county from the list.");
    expect(errorOf("Town or city")).toBe("Enter the town or city you live in.");
  });

  it.each([
    [{ name: "@sam" }, "Username", "Username may not start with @"],
    [{ name: "sam@example.test" }, "Username", "Username may not be the same as your e-mail address"],
    [{ email: "sam@example" }, "E-mail address", "Invalid email"],
    [{ password: "short" }, "Password", "Use at least 8 characters."],
  ])("step 3 shows the spec's text for %o", async (values, label, text) => {
    const { user } = await reachAccountStep();
    await fillAccount(user, values);
    await continueStep(user, "Create my profile");
    expect(errorOf(label)).toBe(text);
  });

  it("step 3 asks the explicit consent to special-category data, with a link to the privacy policy", async () => {
    const { user } = await reachAccountStep();
    await fillAccount(user, { consent: false });
    await continueStep(user, "Create my profile");
    expect(errorOf(CONSENT)).toBe("Please confirm that you agree, so we can create your profile.");
    const label = screen.getByRole("checkbox", { name: CONSENT }).closest("label") as HTMLElement;
    expect(within(label).getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");
    await user.click(screen.getByRole("checkbox", { name: CONSENT }));
    expect(errorOf(CONSENT)).toBeNull();
  });

  it("updates a problem as the member types", async () => {
    const { user } = await reachAccountStep();
    await fillAccount(user, { name: "@sam" });
    await continueStep(user, "Create my profile");
    expect(errorOf("Username")).toBe("Username may not start with @");
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "Sam");
    expect(errorOf("Username")).not.toBe("Username may not start with @");
  });

  it("goes back without losing what was entered", async () => {
    const { user } = await openSignupPage();
    await fillAbout(user);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByRole("radio", { name: "Man" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows its progress", async () => {
    const { user } = await openSignupPage();
    expect(screen.getByRole("progressbar", { name: "Step 1 of 4" })).toBeTruthy();
    await fillAbout(user);
    expect(screen.getByRole("progressbar", { name: "Step 2 of 4" })).toBeTruthy();
  });
});

describe("the server's answer", () => {
  it.each([
    ["body.email", "email_invalid", "Invalid email", "Almost done!", "E-mail address"],
    [
      "body.email",
      "email_taken",
      "This email address already owns an account on this website. Log in",
      "Almost done!",
      "E-mail address",
    ],
    [
      "body.email",
      "email_deleted_pending",
      "Deleted account pending: reactivate via e-mail link or contact customer service.",
      "Almost done!",
      "E-mail address",
    ],
    [
      "body.name",
      "username_is_email",
      "Username may not be the same as your e-mail address",
      "Almost done!",
      "Username",
    ],
    ["body.name", "username_starts_with_at", "Username may not start with @", "Almost done!", "Username"],
    [
      "body.name",
      "username_invalid",
      "This username cannot be used. Please choose another one.",
      "Almost done!",
      "Username",
    ],
    ["body.password", "password_too_short", "Use at least 8 characters.", "Almost done!", "Password"],
    ["body.password", "password_too_long", "Use at most 200 characters.", "Almost done!", "Password"],
    ["body.name", "required", "Please fill in this field.", "Almost done!", "Username"],
    [
      "body.date_of_birth",
      "date_of_birth_required",
      "Enter your date of birth (18+)",
      "When is your birthday?",
      null,
    ],
    ["body.date_of_birth", "date_of_birth_invalid", "Invalid date of birth.", "When is your birthday?", null],
    [
      "body.date_of_birth",
      "too_young",
      "Sorry, you must be at least 18 years old to join.",
      "When is your birthday?",
      null,
    ],
    ["body.region", "region_invalid", "Choose your county from the list.", "Where do you live?", "County"],
    [
      "body.city",
      "city_invalid",
      "Enter the town or city you live in.",
      "Where do you live?",
      "Town or city",
    ],
    [
      "body.country",
      "country_not_served",
      "Sorry, we do not serve this country yet.",
      "Where do you live?",
      null,
    ],
  ])("%s %s shows “%s” on its step", async (path, code, text, heading, label) => {
    mockApi({ "POST /api/signup.php": validationFailed([path, code]) });
    const { user } = await reachAccountStep();
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    if (label) expect(errorOf(label)).toBe(text);
    else expect(screen.getByText(text)).toBeTruthy();
  });

  it("links a taken address to the login page", async () => {
    mockApi({ "POST /api/signup.php": validationFailed(["body.email", "email_taken"]) });
    const { user } = await reachAccountStep();
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    const error = await screen.findByText(/already owns an account/);
    expect(within(error).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the invite-only text when signups closed meanwhile", async () => {
    mockApi({ "POST /api/signup.php": apiError(403, "SIGNUP_CLOSED") });
    const { user } = await reachAccountStep();
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Registration is currently by invitation only.",
    );
  });

  it("sends the form with language and tracking values, then welcomes the new member", async () => {
    sessionStorage.setItem("tracking", JSON.stringify({ network: "adnet", sub1: "spring" }));
    const api = mockApi({
      "POST /api/signup.php": signedUp(),
      "GET /api/signup-matches.php": json(200, { profiles: [] }),
    });
    const { user, router, queryClient } = await reachAccountStep();
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    expect(await screen.findByRole("heading", { name: "Welcome, Sam!" })).toBeTruthy();
    const [call] = api.callsTo("POST /api/signup.php");
    expect(call?.headers.get("x-request-type")).toBe("client");
    expect(call?.body).toEqual({
      email: "sam@example.test",
      name: "Sam",
      password: "long enough",
      date_of_birth: "1990-05-17",
      gender: "male",
      seeking: "female",
      country: "GB",
      region: "ENG",
      city: "London",
      language: "en",
      special_category_consent: true,
      tracking: { network: "adnet", sub1: "spring" },
    });
    expect(queryClient.getQueryData(["session", "user"])).toMatchObject({ status: "not_confirmed" });
    await user.click(screen.getByRole("button", { name: "See my matches" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup-matches"));
  });
});

describe("signing up from a profile", () => {
  it("carries the member and the first message", async () => {
    const api = mockApi({ "POST /api/signup.php": signedUp() });
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const user = userEvent.setup();
    await renderApp("/members/42/signup?name=Emma", { settings });
    const message = await screen.findByLabelText("Your first message to Emma");
    await user.type(message, "Hi Emma!");
    await fillAbout(user);
    await fillBirth(user);
    await fillPlace(user);
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    await screen.findByRole("heading", { name: "Welcome, Sam!" });
    expect(api.callsTo("POST /api/signup.php")[0]?.body).toMatchObject({
      signup_profile_id: 42,
      signup_message: "Hi Emma!",
    });
  });

  it("shows the member the visitor came for, from the profile, without a name in the link", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: makeProfileView(42, {
          name: "Sophie",
          age: 31,
          city: "Lyon",
          main_image: { filename: "p/42.webp", thumb_filename: "p/42-t.webp", match: "p/42-m.webp" },
        }),
      }),
    });
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/members/42/signup", { settings });
    const target = await screen.findByTestId("signup-target");
    expect(target.textContent).toContain("Sophie, 31");
    expect(target.textContent).toContain("Lyon");
    expect(target.textContent).toContain("Create your free profile to write to Sophie.");
    expect(target.querySelector("img")?.getAttribute("src")).toContain("p/42-t.webp");
    expect(await screen.findByLabelText("Your first message to Sophie")).toBeTruthy();
  });
});

describe("where signing up is by invitation only", () => {
  it("says 'Already a member? Log in' once", async () => {
    mockApi();
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/signup", { settings: { ...settings, signups: "closed" } });
    await screen.findByRole("heading", { level: 1, name: "Registration is currently by invitation only." });
    expect(screen.getAllByText("Already a member?")).toHaveLength(1);
    expect(
      screen.getAllByRole("link", { name: "Log in" }).filter((link) => link.closest("main")),
    ).toHaveLength(1);
  });
});

describe("the signup modal", () => {
  async function openModal(from: "hero" | "footer") {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const user = userEvent.setup();
    const app = await renderApp("/", { settings });
    if (from === "hero") {
      await user.click((await screen.findAllByRole("link", { name: /Sign up for free/ }))[0] as HTMLElement);
    } else {
      const footer = await screen.findByRole("contentinfo");
      await user.click(within(footer).getByRole("link", { name: "Sign up for free" }));
    }
    const dialog = await screen.findByRole("dialog", { name: "Create your free profile" });
    return { ...app, user, dialog };
  }

  it.each(["hero", "footer"] as const)(
    "opens from the %s call to action instead of leaving the page",
    async (from) => {
      mockApi({ "GET /api/featured.php": json(200, { profiles: [] }) });
      const { router, dialog } = await openModal(from);
      expect(within(dialog).getByRole("heading", { level: 2, name: "Let's get started" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/");
    },
  );

  it("is not for members, whom a signup link takes on to the member search", async () => {
    mockApi({ "GET /api/members.php": apiError(500, "INTERNAL") });
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const { router } = await renderApp("/signup", { settings, user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each(["the close button", "Escape", "a click beside it"])(
    "closes with %s before the form is sent",
    async (way) => {
      mockApi({ "GET /api/featured.php": json(200, { profiles: [] }) });
      const { user, dialog } = await openModal("hero");
      if (way === "Escape") await user.keyboard("{Escape}");
      else if (way === "a click beside it") fireEvent.click(dialog);
      else await user.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    },
  );

  it.each(["something is entered", "a step is done"])(
    "is in progress once %s: neither Escape nor a click beside it closes it, the close button does",
    async (progress) => {
      mockApi({ "GET /api/featured.php": json(200, { profiles: [] }) });
      const { user, dialog } = await openModal("hero");
      if (progress === "something is entered")
        await user.click(within(dialog).getByRole("radio", { name: "Man" }));
      else await fillAbout(user);

      await user.keyboard("{Escape}");
      fireEvent.click(dialog);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole("dialog", { name: "Create your free profile" })).toBeTruthy();

      await user.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    },
  );

  it("cannot be closed while the signup is sent", async () => {
    const answer = deferred<MockAnswer>();
    mockApi({
      "GET /api/featured.php": json(200, { profiles: [] }),
      "POST /api/signup.php": () => answer.promise,
    });
    const { user, dialog } = await openModal("hero");
    await fillAbout(user);
    await fillBirth(user);
    await fillPlace(user);
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    expect(await within(dialog).findByText("Creating your profile…")).toBeTruthy();

    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await user.keyboard("{Escape}");
    fireEvent.click(dialog);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("dialog", { name: "Create your free profile" })).toBeTruthy();

    answer.resolve(signedUp());
    expect(await within(dialog).findByRole("heading", { name: "Welcome, Sam!" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("leads on to the matches and closes", async () => {
    mockApi({
      "GET /api/featured.php": json(200, { profiles: [] }),
      "POST /api/signup.php": signedUp(),
      "GET /api/signup-matches.php": json(200, { profiles: [] }),
    });
    const { user, dialog, router } = await openModal("hero");
    await fillAbout(user);
    await fillBirth(user);
    await fillPlace(user);
    await fillAccount(user);
    await continueStep(user, "Create my profile");
    await user.click(await within(dialog).findByRole("button", { name: "See my matches" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup-matches"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
