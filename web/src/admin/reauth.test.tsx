/** Re-authentication (issue 15): a call answered REAUTH_REQUIRED asks for the password or a code, then runs again. */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { apiClient } from "../lib/api-client.ts";
import { apiError, json, mockApi } from "../test/mock-api.ts";
import { createTestI18n } from "../test/render-app.tsx";
import { ReauthProvider, useReauth } from "./reauth.tsx";

/** A dangerous action as a later screen makes it: its call goes through useReauth. */
function DangerousAction() {
  const run = useReauth();
  const [outcome, setOutcome] = useState("");
  const act = () =>
    run(() =>
      apiClient.request("/api/admin/members/7/ban", { method: "POST", body: { reason: "spam" } }),
    ).then(
      () => setOutcome("done"),
      (error: Error) => setOutcome(`failed: ${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={() => void act()}>
        Ban
      </button>
      <output>{outcome}</output>
    </>
  );
}

async function renderAction() {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <ReauthProvider>
        <DangerousAction />
      </ReauthProvider>
    </I18nextProvider>,
  );
}

function serverWanting(times: number) {
  let asked = 0;
  return mockApi({
    "POST /api/admin/members/7/ban": () =>
      asked++ < times ? apiError(403, "REAUTH_REQUIRED") : json(200, { ok: true }),
    "POST /api/admin/reauth": (call) =>
      (call.body as { password?: string }).password === "wrong"
        ? apiError(401, "LOGIN_FAILED")
        : { status: 204 },
  });
}

describe("re-authentication", () => {
  it("asks for the password, confirms it and runs the call again", async () => {
    const api = serverWanting(1);
    await renderAction();
    await userEvent.click(screen.getByRole("button", { name: "Ban" }));
    await screen.findByRole("dialog", { name: "Confirm it is you" });
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed, please try again.");
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("done"));
    expect(api.callsTo("POST /api/admin/reauth").map((call) => call.body)).toEqual([
      { password: "wrong" },
      { password: "correct horse" },
    ]);
    expect(api.callsTo("POST /api/admin/members/7/ban")).toHaveLength(2);
  });

  it("takes a code from the app instead", async () => {
    const api = serverWanting(1);
    await renderAction();
    await userEvent.click(screen.getByRole("button", { name: "Ban" }));
    await userEvent.click(await screen.findByRole("button", { name: "Use a code" }));
    await userEvent.type(screen.getByLabelText("Code from your app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("done"));
    expect(api.callsTo("POST /api/admin/reauth")[0]?.body).toEqual({ code: "123456" });
  });

  it("gives up with the original error when cancelled", async () => {
    const api = serverWanting(1);
    await renderAction();
    await userEvent.click(screen.getByRole("button", { name: "Ban" }));
    await screen.findByRole("dialog");
    await userEvent.click(screen.getAllByRole("button", { name: "Cancel" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("failed: REAUTH_REQUIRED"));
    expect(api.callsTo("POST /api/admin/members/7/ban")).toHaveLength(1);
  });
});
