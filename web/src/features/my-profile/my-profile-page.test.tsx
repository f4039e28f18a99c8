/** The member's own profile (/profile): the draft and its live preview, saving, photos, "Use my location", loading. */
import type { User } from "@amora/contract/accounts";
import type { MyProfile } from "@amora/contract/my-profile";
import type { Settings } from "@amora/contract/settings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

function photo(id: number) {
  return { id, filename: `u/${id}.webp`, thumb_filename: `u/${id}-t.webp`, match: `u/${id}-m.webp` };
}

function makeMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 1,
    name: "Sam",
    gender: "male",
    age: 35,
    country: "GB",
    region: "ENG",
    city: "London",
    main_image: { filename: "u/1.webp", thumb_filename: "u/1-t.webp", match: "u/1-m.webp" },
    fictional: false,
    cam: false,
    resell: false,
    sexuality: "hetero",
    about: "I like long walks.",
    interests: ["hiking", "music"],
    hair_colour: "brown",
    eye_colour: "green",
    body_type: null,
    relationship_status: "single",
    height_cm: 182,
    photos: [photo(1)],
    locked_photos: 0,
    photos_locked_for: null,
    blocked_by_me: false,
    liked_by_me: false,
    likes_me: false,
    date_of_birth: "1990-05-17",
    status: "active",
    main_photo_id: 1,
    photo_limit: 3,
    ...overrides,
  };
}

const GB_REGIONS: Settings["region_data"] = {
  country: "GB",
  label: "county",
  regions: [
    { code: "ENG", name: "England" },
    { code: "WLS", name: "Wales" },
  ],
};

interface OpenOptions {
  profile?: MyProfile;
  member?: User;
  settings?: Partial<Settings>;
}

async function openEditor(handlers: Record<string, MockHandler> = {}, options: OpenOptions = {}) {
  const { profile = makeMyProfile(), member = testUser(), settings = {} } = options;
  const api = mockApi({ "GET /api/my-profile.php": json(200, { profile }), ...handlers }, { user: member });
  const app = await renderApp("/profile", {
    user: member,
    settings: { region_data: GB_REGIONS, ...settings },
  });
  await screen.findByRole("heading", { level: 1, name: "My profile" });
  return { ...app, api };
}

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return screen.getByLabelText(label) as T;
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole("button", { name }) as HTMLButtonElement;
}

function preview(): HTMLElement {
  return screen.getByRole("complementary", { name: "How others see you" });
}

function photosSection(): HTMLElement {
  return screen.getByRole("region", { name: "Photos" });
}

/** The photo tiles of the grid, without the "Add a photo" tile. */
function photoTiles(): HTMLElement[] {
  return within(photosSection())
    .getAllByRole("listitem")
    .filter((tile) => tile.querySelector("img") !== null);
}

function photoSources(): (string | null)[] {
  return photoTiles().map((tile) => tile.querySelector("img")?.getAttribute("src") ?? null);
}

/** The text a field's aria-describedby points to, with the field marked invalid. */
function errorOf(label: string): string {
  const control = field(label);
  expect(control.getAttribute("aria-invalid")).toBe("true");
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

function jpeg(name = "beach.jpg"): File {
  return new File(["jpeg bytes"], name, { type: "image/jpeg" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the profile form", () => {
  it("starts from the loaded profile, previews each edit at once and undoes them", async () => {
    await openEditor();
    const name = field("Username");
    const about = field<HTMLTextAreaElement>("About me");
    expect(name.value).toBe("Sam");
    expect(about.value).toBe("I like long walks.");
    expect(field("Date of birth").value).toBe("1990-05-17");
    expect(field("Town or city").value).toBe("London");
    expect(field<HTMLSelectElement>("County").value).toBe("ENG");
    expect((screen.getByRole("checkbox", { name: "Hiking" }) as HTMLInputElement).checked).toBe(true);
    expect(within(preview()).getByRole("heading", { name: /^Sam, \d+$/ })).toBeTruthy();
    expect(within(preview()).getByText("I like long walks.")).toBeTruthy();
    expect(button("Save profile").disabled).toBe(true);
    expect(button("Undo changes").disabled).toBe(true);

    await userEvent.clear(name);
    await userEvent.type(name, "Samuel");
    await userEvent.clear(about);
    await userEvent.type(about, "Coffee first.");
    expect(within(preview()).getByRole("heading", { name: /^Samuel, \d+$/ })).toBeTruthy();
    expect(within(preview()).getByText("Coffee first.")).toBeTruthy();
    expect(within(preview()).queryByText("I like long walks.")).toBeNull();
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    expect(button("Save profile").disabled).toBe(false);

    await userEvent.click(button("Undo changes"));
    expect(name.value).toBe("Sam");
    expect(about.value).toBe("I like long walks.");
    expect(within(preview()).getByRole("heading", { name: /^Sam, \d+$/ })).toBeTruthy();
    expect(within(preview()).getByText("I like long walks.")).toBeTruthy();
    expect(screen.queryByText("You have unsaved changes.")).toBeNull();
    expect(button("Save profile").disabled).toBe(true);
  });

  it("saves the whole draft with PUT and says so", async () => {
    const saved = makeMyProfile({
      name: "Samuel",
      about: "Coffee first.",
      interests: ["hiking", "music", "art"],
    });
    const { api } = await openEditor({ "PUT /api/my-profile.php": json(200, { profile: saved }) });
    await userEvent.clear(field("Username"));
    await userEvent.type(field("Username"), "Samuel");
    await userEvent.clear(field("About me"));
    await userEvent.type(field("About me"), "Coffee first.");
    await userEvent.click(screen.getByRole("checkbox", { name: "Art" }));
    await userEvent.click(button("Save profile"));

    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    expect(api.callsTo("PUT /api/my-profile.php")).toHaveLength(1);
    expect(api.callsTo("PUT /api/my-profile.php")[0]?.body).toStrictEqual({
      name: "Samuel",
      gender: "male",
      sexuality: "hetero",
      date_of_birth: "1990-05-17",
      country: "GB",
      region: "ENG",
      city: "London",
      about: "Coffee first.",
      interests: ["hiking", "music", "art"],
      hair_colour: "brown",
      eye_colour: "green",
      body_type: null,
      relationship_status: "single",
      height_cm: 182,
    });
    expect(button("Save profile").disabled).toBe(true);
  });

  it("shows the contract's rules inline and sends nothing while a field breaks them", async () => {
    const { api } = await openEditor({ "PUT /api/my-profile.php": json(200, { profile: makeMyProfile() }) });
    await userEvent.clear(field("Town or city"));
    await userEvent.type(field("Town or city"), "<b>London</b>");
    await userEvent.click(button("Save profile"));

    expect(errorOf("Town or city")).toBe("Enter the town or city you live in.");
    expect(screen.getByText("Please check the fields marked in red.")).toBeTruthy();
    expect(field("Username").getAttribute("aria-invalid")).toBeNull();
    expect(api.callsTo("PUT /api/my-profile.php")).toHaveLength(0);
  });

  it("shows the spec's texts on the fields the server refused", async () => {
    await openEditor(
      {
        "PUT /api/my-profile.php": validationFailed(
          ["body.name", "username_is_email"],
          ["body.date_of_birth", "too_young"],
        ),
      },
      { settings: { min_age: 21 } },
    );
    await userEvent.clear(field("Username"));
    await userEvent.type(field("Username"), "sam@example.test");
    await userEvent.click(button("Save profile"));

    expect(await screen.findByText("Please check the fields marked in red.")).toBeTruthy();
    expect(errorOf("Username")).toBe("Username may not be the same as your e-mail address");
    expect(errorOf("Date of birth")).toBe("Sorry, you must be at least 21 years old to join.");
    expect(field("Town or city").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("the photos", () => {
  it("shows every photo and marks the main one", async () => {
    await openEditor({}, { profile: makeMyProfile({ photos: [photo(1), photo(2)], main_photo_id: 2 }) });
    expect(within(photosSection()).getByText(/^2 of 3 photos\./)).toBeTruthy();
    expect(photoSources()).toEqual(["/media/u/1-m.webp", "/media/u/2-m.webp"]);
    const [first, second] = photoTiles() as [HTMLElement, HTMLElement];
    expect(within(first).queryByText("Main photo")).toBeNull();
    expect(within(first).getByRole("button", { name: /^Make main photo/ })).toBeTruthy();
    expect(within(second).getByText("Main photo")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: /^Make main photo/ })).toBeNull();
  });

  it("marks a photo awaiting review and tells why one was rejected, which can be dismissed", async () => {
    const reviewed = makeMyProfile({
      photos: [photo(1), photo(2)],
      main_photo_id: 1,
      photo_reviews: [
        { photo_id: 2, state: "awaiting_review", reason: null },
        { photo_id: 3, state: "rejected", reason: "Not a photo of you." },
      ],
    });
    const { api } = await openEditor(
      { "DELETE /api/photos.php": json(200, { profile: makeMyProfile({ photos: [photo(1), photo(2)] }) }) },
      { profile: reviewed },
    );
    const [, second] = photoTiles() as [HTMLElement, HTMLElement];
    expect(within(second).getByText("Awaiting review")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: /^Make main photo/ })).toBeNull();
    expect(within(photosSection()).getByText(/once a moderator approves them\.$/)).toBeTruthy();
    expect(within(photosSection()).getByText("A photo was not approved: Not a photo of you.")).toBeTruthy();
    await userEvent.click(within(photosSection()).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/photos.php")[0]?.body).toEqual({ photo_id: 3 }));
    await waitFor(() => expect(within(photosSection()).queryByText(/^A photo was not approved/)).toBeNull());
  });

  it("uploads a chosen file as multipart form data and shows the new photo", async () => {
    const after = makeMyProfile({ photos: [photo(1), photo(9)] });
    const { api } = await openEditor({ "POST /api/photos.php": json(200, { profile: after }) });
    const file = jpeg();
    await userEvent.upload(within(photosSection()).getByLabelText("Add a photo"), file);

    await waitFor(() => expect(photoSources()).toEqual(["/media/u/1-m.webp", "/media/u/9-m.webp"]));
    expect(api.callsTo("POST /api/photos.php")).toHaveLength(1);
    const body = api.callsTo("POST /api/photos.php")[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).keys()]).toEqual(["photo"]);
    const sent = (body as FormData).get("photo") as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual([file.name, file.type, await file.text()]);
    expect(within(photosSection()).getByText(/^2 of 3 photos\./)).toBeTruthy();
  });

  it("refuses a file above 20 MB without sending it", async () => {
    const { api } = await openEditor({ "POST /api/photos.php": json(200, { profile: makeMyProfile() }) });
    const file = jpeg("huge.jpg");
    Object.defineProperty(file, "size", { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(within(photosSection()).getByLabelText("Add a photo"), file);

    expect(
      await screen.findByText("This photo is larger than 20 MB. Please choose a smaller one."),
    ).toBeTruthy();
    expect(api.callsTo("POST /api/photos.php")).toHaveLength(0);
  });

  it("offers a free member premium when the server says the limit is reached", async () => {
    await openEditor({
      "POST /api/photos.php": apiError(403, "PHOTO_LIMIT_REACHED", { params: { limit: 3 } }),
    });
    await userEvent.upload(within(photosSection()).getByLabelText("Add a photo"), jpeg());

    const dialog = await screen.findByRole("dialog", { name: "Show more of yourself" });
    expect(within(dialog).getByText(/^Free members can have 3 photos\./)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Become premium" }).getAttribute("href")).toBe(
      "/premium",
    );
  });

  it("opens the upgrade dialog instead of the file picker at the free limit", async () => {
    const { api } = await openEditor(
      { "POST /api/photos.php": json(200, { profile: makeMyProfile() }) },
      { profile: makeMyProfile({ photos: [photo(1), photo(2), photo(3)] }) },
    );
    expect(within(photosSection()).getByText(/^3 of 3 photos\./)).toBeTruthy();
    expect(within(photosSection()).queryByLabelText("Add a photo")).toBeNull();
    await userEvent.click(within(photosSection()).getByRole("button", { name: "Add a photo" }));

    const dialog = await screen.findByRole("dialog", { name: "Show more of yourself" });
    expect(within(dialog).getByRole("link", { name: "Become premium" }).getAttribute("href")).toBe(
      "/premium",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /api/photos.php")).toHaveLength(0);
  });

  it("tells a premium member at 25 photos the limit is reached, without a premium offer", async () => {
    const photos = Array.from({ length: 25 }, (_, index) => photo(index + 1));
    await openEditor(
      {},
      { member: testUser({ paid_user: true }), profile: makeMyProfile({ photos, photo_limit: 25 }) },
    );
    await userEvent.click(within(photosSection()).getByRole("button", { name: "Add a photo" }));

    const dialog = await screen.findByRole("dialog", { name: "Photo limit reached" });
    expect(
      within(dialog).getByText("You have 25 photos, the most a profile can have. Delete one to add another."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Become premium" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("makes another photo the main one", async () => {
    // The server answers with the main photo first, as it orders them.
    const { api } = await openEditor(
      {
        "PUT /api/photos.php": json(200, {
          profile: makeMyProfile({ photos: [photo(2), photo(1)], main_photo_id: 2 }),
        }),
      },
      { profile: makeMyProfile({ photos: [photo(1), photo(2)], main_photo_id: 1 }) },
    );
    const second = photoTiles()[1] as HTMLElement;
    await userEvent.click(within(second).getByRole("button", { name: /^Make main photo/ }));

    await waitFor(() => expect(photoSources()).toEqual(["/media/u/2-m.webp", "/media/u/1-m.webp"]));
    expect(within(photoTiles()[0] as HTMLElement).getByText("Main photo")).toBeTruthy();
    expect(within(photoTiles()[1] as HTMLElement).queryByText("Main photo")).toBeNull();
    expect(api.callsTo("PUT /api/photos.php").map((call) => call.body)).toEqual([{ photo_id: 2 }]);
  });

  it("deletes a photo after a confirmation", async () => {
    const { api } = await openEditor(
      { "DELETE /api/photos.php": json(200, { profile: makeMyProfile({ photos: [photo(1)] }) }) },
      { profile: makeMyProfile({ photos: [photo(1), photo(2)] }) },
    );
    const second = photoTiles()[1] as HTMLElement;
    await userEvent.click(within(second).getByRole("button", { name: "Delete photo 2" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Delete this photo? This can't be undone.")).toBeTruthy();
    expect(api.callsTo("DELETE /api/photos.php")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete photo" }));

    await waitFor(() => expect(photoSources()).toEqual(["/media/u/1-m.webp"]));
    expect(api.callsTo("DELETE /api/photos.php").map((call) => call.body)).toEqual([{ photo_id: 2 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("explains a file the server cannot read as a photo", async () => {
    await openEditor({ "POST /api/photos.php": apiError(400, "PHOTO_NOT_AN_IMAGE") });
    await userEvent.upload(within(photosSection()).getByLabelText("Add a photo"), jpeg("notes.jpg"));

    expect(
      await screen.findByText(
        "This file is not a photo we can read. Please choose a JPEG, PNG, WebP or HEIC photo.",
      ),
    ).toBeTruthy();
    expect(photoSources()).toEqual(["/media/u/1-m.webp"]);
  });
});

describe("Use my location", () => {
  /** Own properties put on navigator (jsdom has neither API), removed again after each test. */
  const restores: (() => void)[] = [];

  function stubNavigator(name: "geolocation" | "permissions", value: unknown) {
    const own = Object.getOwnPropertyDescriptor(navigator, name);
    Object.defineProperty(navigator, name, { value, configurable: true });
    restores.push(() => {
      if (own) Object.defineProperty(navigator, name, own);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    });
  }

  function permissionStatus(state: PermissionState): PermissionStatus {
    return Object.assign(new EventTarget(), {
      name: "geolocation",
      state,
      onchange: null,
    }) as PermissionStatus;
  }

  /** The browser answers getCurrentPosition with `answer`; the permission query says `state`. */
  function stubGeolocation(
    answer: { latitude: number; longitude: number } | { code: number },
    state: PermissionState = "prompt",
  ) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ("code" in answer) failure?.({ code: answer.code, message: "" } as GeolocationPositionError);
      else success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
    });
    stubNavigator("geolocation", { getCurrentPosition });
    stubNavigator("permissions", { query: vi.fn(async () => permissionStatus(state)) });
    return getCurrentPosition;
  }

  function expectLocationUnchanged() {
    expect(field<HTMLSelectElement>("Country").value).toBe("GB");
    expect(field<HTMLSelectElement>("County").value).toBe("ENG");
    expect(field("Town or city").value).toBe("London");
    expect(button("Save profile").disabled).toBe(true);
  }

  afterEach(() => {
    for (const restore of restores.splice(0).reverse()) restore();
  });

  it("fills country, region and city from the position", async () => {
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    const { api } = await openEditor({
      "GET /api/geocode.php": json(200, { geocode: { country: "NL", region: "NH", city: "Amsterdam" } }),
      "GET /api/regions.php": json(200, {
        regions: {
          NL: {
            label: "province",
            regions: [
              { code: "NH", name: "North Holland" },
              { code: "UT", name: "Utrecht" },
            ],
          },
        },
      }),
    });
    await userEvent.click(button("Use my location"));

    expect(await screen.findByText("Filled in: Amsterdam. Check it and save your profile.")).toBeTruthy();
    const query = api.callsTo("GET /api/geocode.php")[0]?.query;
    expect(query?.get("lat")).toBe("52.37");
    expect(query?.get("lon")).toBe("4.89");
    expect(field<HTMLSelectElement>("Country").value).toBe("NL");
    await waitFor(() => expect(field<HTMLSelectElement>("Province").value).toBe("NH"));
    expect(field("Town or city").value).toBe("Amsterdam");
    expect(button("Save profile").disabled).toBe(false);
  });

  it("leaves the fields alone when no town is near", async () => {
    stubGeolocation({ latitude: 55.5, longitude: -2.5 });
    await openEditor({ "GET /api/geocode.php": apiError(404, "LOCATION_NOT_FOUND") });
    await userEvent.click(button("Use my location"));

    expect(
      await screen.findByText("We couldn't find a town near your location. Please choose it from the lists."),
    ).toBeTruthy();
    expectLocationUnchanged();
  });

  it("leaves the fields alone when the position is outside the site's countries", async () => {
    stubGeolocation({ latitude: 34.05, longitude: -118.24 });
    await openEditor({
      "GET /api/geocode.php": json(200, { geocode: { country: "US", region: "CA", city: "Los Angeles" } }),
    });
    await userEvent.click(button("Use my location"));

    expect(
      await screen.findByText(
        "Your location is outside the countries of this site. Please choose from the lists.",
      ),
    ).toBeTruthy();
    expectLocationUnchanged();
  });

  it("says the member did not allow the position, without a lookup", async () => {
    stubGeolocation({ code: 1 });
    const { api } = await openEditor();
    await userEvent.click(button("Use my location"));

    expect(
      await screen.findByText("You didn't allow access to your location. Choose your town below."),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/geocode.php")).toHaveLength(0);
    expectLocationUnchanged();
  });

  it("replaces the button with a hint when the browser blocks location access", async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 52.37, longitude: 4.89 }, "denied");
    await openEditor();

    expect(
      await screen.findByText(
        "Location access is blocked for this site in your browser. Choose your town below.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use my location" })).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("has no button where the browser has no geolocation", async () => {
    await openEditor();
    const location = screen.getByRole("region", { name: "Where you live" });
    expect(field("Town or city").value).toBe("London");
    expect(within(location).queryByRole("button", { name: "Use my location" })).toBeNull();
    expect(within(location).queryByText(/Location access is blocked/)).toBeNull();
  });
});

describe("loading the profile", () => {
  it("says when it failed and tries again", async () => {
    const member = testUser();
    let attempts = 0;
    const api = mockApi(
      {
        "GET /api/my-profile.php": () =>
          ++attempts === 1 ? apiError(500, "INTERNAL") : json(200, { profile: makeMyProfile() }),
      },
      { user: member },
    );
    await renderApp("/profile", { user: member });

    const alert = (await screen.findByText("Your profile could not be loaded.")).closest<HTMLElement>(
      "[role=alert]",
    );
    expect(alert).toBeTruthy();
    await userEvent.click(within(alert as HTMLElement).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "My profile" })).toBeTruthy();
    expect(field("Username").value).toBe("Sam");
    expect(screen.queryByText("Your profile could not be loaded.")).toBeNull();
    expect(api.callsTo("GET /api/my-profile.php")).toHaveLength(2);
  });
});
