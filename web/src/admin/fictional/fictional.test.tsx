/** The fictional profiles' screens (issue 15, item 4): the list's query, the editor's rules and the photos. */
import type { FictionalListItem, FictionalProfile, FictionalSite } from "@amora/contract/admin-fictional";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, json, type MockHandler, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

const API = "/api/admin/fictional-profiles";
const SITES: FictionalSite[] = [
  { id: 1, name: "Amora", domain: "amora.test", countries: ["NL", "BE", "FR"], min_age: 18 },
  { id: 2, name: "Amour secret", domain: "amoursecret.test", countries: ["FR", "BE"], min_age: 18 },
  { id: 3, name: "Liefdesdate", domain: "liefdesdate.test", countries: ["NL", "BE"], min_age: 21 },
];

function item(id: number, extra: Partial<FictionalListItem> = {}): FictionalListItem {
  return {
    id,
    name: `Sanne${id}`,
    gender: "female",
    country: "NL",
    city: "Haarlem",
    status: "active",
    fictional: true,
    cam: false,
    resell: false,
    invisible: false,
    site_ids: null,
    thumb: null,
    created_at: "2026-03-05T10:15:00.000Z",
    ...extra,
  };
}

function profile(extra: Partial<FictionalProfile> = {}): FictionalProfile {
  return {
    id: 7,
    name: "Sanne",
    gender: "female",
    sexuality: "hetero",
    date_of_birth: "1995-04-12",
    country: "NL",
    region: "NH",
    city: "Haarlem",
    about: "",
    interests: [],
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    height_cm: null,
    fictional: true,
    cam: false,
    resell: false,
    invisible: false,
    status: "active",
    site_ids: null,
    main_photo_id: 11,
    photos: [
      {
        id: 11,
        filename: "photos/7/a.webp",
        thumb_filename: "photos/7/a-thumb.webp",
        match: "photos/7/a-match.webp",
        position: 0,
      },
      {
        id: 12,
        filename: "photos/7/b.webp",
        thumb_filename: "photos/7/b-thumb.webp",
        match: "photos/7/b-match.webp",
        position: 1,
      },
    ],
    created_at: "2026-03-05T10:15:00.000Z",
    ...extra,
  };
}

const REGIONS = {
  regions: {
    NL: {
      label: "province",
      regions: [
        { code: "NH", name: "Noord-Holland" },
        { code: "UT", name: "Utrecht" },
      ],
    },
    FR: { label: "region", regions: [{ code: "IDF", name: "Île-de-France" }] },
  },
};

function server(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff() }),
    [`GET ${API}`]: json(200, {
      items: [item(1), item(2, { cam: true, fictional: false, site_ids: [3] }), item(7)],
      total: 3,
      page: 1,
      page_size: 25,
    }),
    [`GET ${API}/sites`]: json(200, { sites: SITES }),
    "GET /api/regions.php": json(200, REGIONS),
    [`GET ${API}/7`]: json(200, { profile: profile() }),
    ...handlers,
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo(`GET ${API}`).at(-1)?.query ?? []);

describe("the fictional profiles' list", () => {
  it("lists kind, sites and status, and filters by kind, country and status from page 1", async () => {
    const api = server();
    await renderApp("/admin/fictional-profiles?page=2");
    await screen.findByRole("heading", { level: 1, name: "Fictional profiles" });
    const row = (await screen.findAllByRole("row"))[2] as HTMLElement;
    expect(within(row).getByText("Cam")).toBeTruthy();
    expect(within(row).getByText("1 site")).toBeTruthy();
    expect(screen.getAllByText("Every site of its country")).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "cam");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ kind: "cam", page: "1" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "disabled");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "FR");
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ kind: "cam", status: "disabled", country: "FR" }),
    );
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "Haarlem");
    await waitFor(() => expect(lastQuery(api).q).toBe("Haarlem"));
  });

  it("opens a profile's editor from its name", async () => {
    server();
    await renderApp("/admin/fictional-profiles");
    await userEvent.click(await screen.findByRole("link", { name: "Edit Sanne7" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Profile #7: Sanne" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: /Back to the list/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fictional profiles" })).toBeTruthy();
  });
});

describe("the editor", () => {
  it("checks the members' rules before sending, per field, and sends nothing while they fail", async () => {
    const api = server();
    await renderApp("/admin/fictional-profiles?profile=new");
    await screen.findByRole("heading", { level: 1, name: "New fictional profile" });
    await userEvent.type(screen.getByLabelText("Name"), "A");
    await userEvent.type(screen.getByLabelText("Town"), "<b>");
    await userEvent.click(screen.getByRole("checkbox", { name: "Fictional" }));
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Use 2–30 letters, digits, spaces or . _ - (starting with a letter or digit)."),
    ).toBeTruthy();
    expect(screen.getByText("Enter the date of birth.")).toBeTruthy();
    expect(screen.getByText("Enter a town: letters, digits, spaces or . _ -.")).toBeTruthy();
    expect(screen.getByText("Choose at least one kind: fictional, cam or resell.")).toBeTruthy();
    expect(api.callsTo(`POST ${API}`)).toHaveLength(0);
  });

  it("asks the highest minimum age of the chosen sites", async () => {
    server();
    await renderApp("/admin/fictional-profiles?profile=7");
    const birth = await screen.findByLabelText("Date of birth");
    const today = new Date();
    const twenty = `${today.getFullYear() - 20}-01-01`;
    await userEvent.clear(birth);
    await userEvent.type(birth, twenty);
    await userEvent.click(screen.getByRole("radio", { name: "Only these sites:" }));
    // Amora and Liefdesdate serve the Netherlands: both are ticked, and Liefdesdate asks 21.
    expect(screen.getByRole("checkbox", { name: /Liefdesdate/ })).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("The profile must be at least 21 years old.")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: /Liefdesdate/ }));
    expect(screen.queryByText("The profile must be at least 21 years old.")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: /Amour secret/ }));
    expect(screen.getByText("A chosen site does not serve this country.")).toBeTruthy();
  });

  it("saves the whole profile, and shows the server's issues per field in the staff member's language", async () => {
    const api = server({
      [`PUT ${API}/7`]: validationFailed(
        ["body.name", "username_starts_with_at"],
        ["body.site_ids", "site_unknown"],
      ),
    });
    await renderApp("/admin/fictional-profiles?profile=7", { language: "fr" });
    const name = await screen.findByLabelText("Nom");
    await userEvent.clear(name);
    await userEvent.type(name, "Sanne B");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Le nom ne peut pas commencer par @.")).toBeTruthy();
    expect(screen.getByText("Un site choisi n'existe pas.")).toBeTruthy();
    const [sent] = api.callsTo(`PUT ${API}/7`);
    expect(sent?.body).toMatchObject({
      name: "Sanne B",
      region: "NH",
      country: "NL",
      site_ids: null,
      fictional: true,
    });
    await userEvent.type(name, "x");
    expect(screen.queryByText("Le nom ne peut pas commencer par @.")).toBeNull();
  });

  it("creates a profile, then opens it for its photos", async () => {
    const api = server({
      [`POST ${API}`]: json(200, { profile: profile({ photos: [], main_photo_id: null }) }),
    });
    await renderApp("/admin/fictional-profiles?profile=new");
    await userEvent.type(await screen.findByLabelText("Name"), "Sanne");
    await userEvent.type(screen.getByLabelText("Date of birth"), "1995-04-12");
    await userEvent.selectOptions(screen.getByLabelText("Region"), "NH");
    await userEvent.type(screen.getByLabelText("Town"), "Haarlem");
    await userEvent.type(screen.getByLabelText("Height (cm)"), "172");
    await userEvent.click(screen.getByRole("checkbox", { name: "Kissing" }));
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await screen.findByRole("heading", { level: 1, name: "Profile #7: Sanne" });
    expect(api.callsTo(`POST ${API}`)[0]?.body).toMatchObject({
      name: "Sanne",
      date_of_birth: "1995-04-12",
      region: "NH",
      city: "Haarlem",
      height_cm: 172,
      interests: ["kissing"],
    });
  });
});

describe("the photos", () => {
  it("previews a chosen photo, uploads it as multipart, and makes another the main one, moves and deletes", async () => {
    const uploaded = profile();
    const api = server({
      [`POST ${API}/7/photos`]: json(200, { profile: uploaded }),
      [`PUT ${API}/7/photos/12/main`]: json(200, { profile: profile({ main_photo_id: 12 }) }),
      [`PUT ${API}/7/photos/order`]: (call: ApiCall) =>
        json(200, { profile: profile({ photos: [...profile().photos].reverse() }), sent: call.body }),
      [`DELETE ${API}/7/photos/11`]: json(200, {
        profile: profile({ photos: profile().photos.slice(1), main_photo_id: 12 }),
      }),
    });
    await renderApp("/admin/fictional-profiles?profile=7");
    const file = new File(["jpeg bytes"], "new.jpg", { type: "image/jpeg" });
    await userEvent.upload(await screen.findByLabelText("Add a photo"), file);
    expect(screen.getByRole("img", { name: "Preview of the chosen photo" }).getAttribute("src")).toBe(
      "blob:preview",
    );
    await userEvent.click(screen.getByRole("button", { name: "Upload this photo" }));
    await waitFor(() => expect(api.callsTo(`POST ${API}/7/photos`)).toHaveLength(1));
    const form = api.callsTo(`POST ${API}/7/photos`)[0]?.body as FormData;
    expect((form.get("photo") as File).name).toBe("new.jpg");
    await waitFor(() =>
      expect(screen.queryByRole("img", { name: "Preview of the chosen photo" })).toBeNull(),
    );

    await userEvent.click(screen.getByRole("button", { name: "Make main" }));
    await waitFor(() => expect(api.callsTo(`PUT ${API}/7/photos/12/main`)).toHaveLength(1));
    await userEvent.click(await screen.findByRole("button", { name: "Move down (1)" }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${API}/7/photos/order`)[0]?.body).toEqual({ photo_ids: [12, 11] }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete (2)" }));
    await waitFor(() => expect(api.callsTo(`DELETE ${API}/7/photos/11`)).toHaveLength(1));
  });
});
