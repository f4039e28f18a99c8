/** The visitor home page: member cards from the featured call, fictional and promotion marks, link targets, states. */
import type { ProfileCard } from "@amora/contract/profiles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import enCommon from "../../../../locales/en/common.json";
import en from "../../../../locales/en/home.json";
import { i18nOptions } from "../../i18n/i18n-options.ts";
import { testSettings } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { sessionUserQuery } from "../session/index.ts";
import { HomePage, splitFeatured } from "./home-page.tsx";

const settings = vi.hoisted(() => ({ current: undefined as unknown }));

vi.mock("../site/api.ts", () => ({
  useSettings: () => ({ data: settings.current, isPending: false, isError: false }),
}));

function makeProfile(id: number, name: string, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name,
    gender: "female",
    age: 20 + id,
    country: "GB",
    region: "ENG",
    city: `City ${id}`,
    main_image: {
      filename: `p/${id}.webp`,
      thumb_filename: `p/${id}-thumb.webp`,
      match: `p/${id}-match.webp`,
    },
    fictional: false,
    cam: false,
    resell: false,
    ...overrides,
  };
}

const profiles: ProfileCard[] = [
  makeProfile(1, "Sophie"),
  makeProfile(2, "Emma", { fictional: true }),
  makeProfile(3, "Chloe", { cam: true }),
  makeProfile(4, "Lena", { resell: true, main_image: null }),
];

/** The featured call answers `status` and `body`. */
function respondWith(status: number, body: unknown) {
  return mockApi({ "GET /api/featured.php": json(status, body) });
}

async function renderHome() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions("en", { en: { home: en, common: enCommon } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The root loader has asked who is logged in before any page renders: nobody, here.
  queryClient.setQueryData(sessionUserQuery.queryKey, null);
  const router = createMemoryRouter([{ path: "/", element: <HomePage /> }], { initialEntries: ["/"] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function findMemberList() {
  return screen.findByRole("list", { name: "Featured members" });
}

beforeEach(() => {
  settings.current = testSettings();
});

describe("HomePage", () => {
  it("renders member cards from the featured profiles", async () => {
    const api = respondWith(200, { profiles });
    await renderHome();

    const list = await findMemberList();
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    expect(within(list).getByText("Sophie, 21")).toBeTruthy();
    expect(within(list).getByText("City 1")).toBeTruthy();
    expect(within(list).getByRole("img", { name: "Photo of Sophie" }).getAttribute("src")).toBe(
      "/media/p/1-thumb.webp",
    );
    expect(within(list).getByRole("img", { name: "No photo yet" })).toBeTruthy();
    const [featured] = api.callsTo("GET /api/featured.php");
    expect([...(featured?.query.keys() ?? [])]).toEqual(["limit"]);
    expect(featured?.query.get("limit")).toMatch(/^\d+$/);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("marks fictional profiles with the site's icon and warning", async () => {
    respondWith(200, { profiles });
    await renderHome();

    const list = await findMemberList();
    const marks = within(list).getAllByTitle("fictional profile");
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toContain("✱");
    const emmaCard = within(list).getByText("Emma, 22").closest("li")!;
    expect(within(emmaCard).getByTitle("fictional profile")).toBeTruthy();
  });

  it("marks cam and resell profiles as promotions", async () => {
    respondWith(200, { profiles });
    await renderHome();

    const list = await findMemberList();
    const chloeCard = within(list).getByText("Chloe, 23").closest("li")!;
    expect(within(chloeCard).getByText("Live cam")).toBeTruthy();
    const lenaCard = within(list).getByText("Lena, 24").closest("li")!;
    expect(within(lenaCard).getByText("Promoted")).toBeTruthy();
  });

  it("links cards to profiles when visitors may search", async () => {
    respondWith(200, { profiles });
    await renderHome();

    const list = await findMemberList();
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/members/1",
      "/members/2",
      "/members/3",
      "/members/4",
    ]);
    for (const link of screen.getAllByRole("link", { name: "Browse members", hidden: true })) {
      expect(link.getAttribute("href")).toBe("/members");
    }
  });

  it("sends cards and the browse button to signup when visitors may not search", async () => {
    settings.current = testSettings({ logged_out_search: false });
    respondWith(200, { profiles });
    await renderHome();

    const list = await findMemberList();
    for (const link of within(list).getAllByRole("link")) expect(link.getAttribute("href")).toBe("/signup");
    for (const link of screen.getAllByRole("link", { name: "Browse members", hidden: true })) {
      expect(link.getAttribute("href")).toBe("/signup");
    }
    expect(screen.queryByRole("link", { name: /members\/\d/ })).toBeNull();
  });

  it("shows an error with a retry that loads the members", async () => {
    respondWith(500, { code: "INTERNAL", message: "boom" });
    await renderHome();

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We couldn't load the members.")).toBeTruthy();

    respondWith(200, { profiles });
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    const list = await findMemberList();
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an empty state that invites the visitor to sign up", async () => {
    respondWith(200, { profiles: [] });
    await renderHome();

    expect(await screen.findByText("New faces are on their way")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create my profile" }).getAttribute("href")).toBe("/signup");
  });

  it("shows the support contact from the settings", async () => {
    respondWith(200, { profiles });
    await renderHome();

    expect(screen.getByRole("link", { name: "Email support: support@amora.test" }).getAttribute("href")).toBe(
      "mailto:support@amora.test",
    );
    expect(screen.getByRole("link", { name: "Call support: +442038071234" }).getAttribute("href")).toBe(
      "tel:+442038071234",
    );
  });

  it("offers log in with the invitation note when signups are closed", async () => {
    settings.current = testSettings({ signups: "closed" });
    respondWith(200, { profiles });
    await renderHome();

    await findMemberList();
    expect(screen.queryByRole("link", { name: "Sign up for free" })).toBeNull();
    expect(screen.getAllByText("Registration is currently by invitation only.").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "Log in" })[0]?.getAttribute("href")).toBe("/login");
  });

  it("highlights the accent of the headline", async () => {
    respondWith(200, { profiles });
    await renderHome();

    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Flirt, chat and date with people near you");
    expect(heading.querySelector(".home-hero__accent")?.textContent).toBe("near you");
  });
});

describe("splitFeatured", () => {
  it("shows each picture once in the collage and keeps the others for the strip", () => {
    const shared = { filename: "same.webp", thumb_filename: "same-thumb.webp", match: "same-match.webp" };
    const many = [
      makeProfile(1, "A", { main_image: shared }),
      makeProfile(2, "B", { main_image: shared }),
      ...Array.from({ length: 10 }, (_, index) => makeProfile(index + 3, `P${index + 3}`)),
    ];
    const { collage, strip } = splitFeatured(many);
    expect(collage.map((profile) => profile.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(strip.map((profile) => profile.id)).toEqual([8, 9, 10, 11, 12]);
  });
});
