/** The error page of spec §2, its translations, the chunk-load reload, and the guard around it. */
import { render, screen } from "@testing-library/react";
import { data, type RouteObject } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCatalogues } from "../../i18n/catalogues.ts";
import { ApiError, NetworkError } from "../../lib/api-errors.ts";
import { watchChunkLoadErrors } from "../../lib/chunk-reload.ts";
import { renderApp } from "../../test/render-app.tsx";
import { ErrorPageGuard } from "./error-page-guard.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

function Nothing() {
  return null;
}

/** A route whose loader throws the given error, under the route error boundary the app uses. */
function throwing(error: unknown): RouteObject[] {
  return [
    {
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          path: "/",
          loader: () => {
            throw error;
          },
          Component: Nothing,
        },
      ],
    },
  ];
}

/** A chunk that could not load, as Vite reports it before the import rejects (main.tsx listens). */
function failedChunk(): Error {
  const error = new TypeError("Failed to fetch dynamically imported module: /x.js");
  window.dispatchEvent(
    Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: error }),
  );
  return error;
}

beforeAll(() => watchChunkLoadErrors());

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderError(error: unknown, language: "en" | "fr" = "en") {
  document.documentElement.lang = language;
  await renderApp("/", { routes: throwing(error), language });
  return screen.findByRole("heading", { level: 1 });
}

describe("the error page", () => {
  it("shows the error's message and status 500", async () => {
    expect((await renderError(new Error("Something broke"))).textContent).toBe("Something broke");
    expect(screen.getByText("Error 500")).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe("Something broke | Amora"));
  });

  it('says "Error" when the error has no message', async () => {
    expect((await renderError("just a string")).textContent).toBe("Error");
  });

  it("shows a 404 as a page that could not be found, with a link home", async () => {
    expect((await renderError(data(null, { status: 404 }))).textContent).toBe("This page could not be found");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it("translates API errors by their code, with their status", async () => {
    const heading = await renderError(new ApiError(503, "SERVICE_UNAVAILABLE", "down"));
    expect(heading.textContent).toBe("The service is temporarily unavailable. Please try again later.");
    expect(screen.getByText("Error 503")).toBeTruthy();
  });

  it("explains a missing connection", async () => {
    const heading = await renderError(new NetworkError(new TypeError("Failed to fetch")));
    expect(heading.textContent).toMatch(/no connection to the server/);
  });

  it("explains a chunk that cannot be loaded even after the reload", async () => {
    sessionStorage.setItem("chunk-reload-at", String(Date.now()));
    const heading = await renderError(failedChunk());
    expect(heading.textContent).toMatch(/no connection to the server/);
  });

  // Spec §8 has both texts: the error page (a page that could not load) gets the long one; a failed action
  // gets "An error has occurred." (error-text.test.tsx).
  it("asks to try again later when the server failed to answer a page", async () => {
    const heading = await renderError(new ApiError(500, "INTERNAL", "boom"));
    expect(heading.textContent).toBe("An error occurred, please try again later.");
    expect(screen.getByText("Error 500")).toBeTruthy();
  });

  it("counts in the language's plural forms without i18next", async () => {
    const heading = await renderError(
      new ApiError(402, "INSUFFICIENT_CREDITS", "x", [], { cost: 1, credits: 0 }),
    );
    expect(heading.textContent).toBe(
      "You need 1 credit to send this, and you have 0. Buy credits to go on chatting.",
    );
  });

  it("speaks French once French's catalogues have loaded, as the app loads them before showing French", async () => {
    await loadCatalogues("fr");
    expect((await renderError(new ApiError(500, "INTERNAL", "x"), "fr")).textContent).toBe(
      "Une erreur s'est produite, veuillez réessayer plus tard.",
    );
    expect(screen.getByText("Erreur 500")).toBeTruthy();
  });

  it("reloads the page instead after a failed chunk load", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    document.documentElement.lang = "en";
    await renderApp("/", {
      routes: throwing(failedChunk()),
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});

function Broken(): never {
  throw new Error("the error page broke");
}

describe("the error page guard", () => {
  beforeEach(() => {
    // React logs the caught error; the test is about what the visitor sees.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows a plain message and a link home when the error page itself fails", () => {
    render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole("heading").textContent).toBe("An error occurred while showing the error page");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it("speaks the page's language", async () => {
    await loadCatalogues("fr");
    document.documentElement.lang = "fr";
    render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole("heading").textContent).toBe(
      "Une erreur s'est produite lors de l'affichage de la page d'erreur",
    );
  });
});
