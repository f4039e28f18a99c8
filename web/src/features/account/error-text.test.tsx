/** What a failed action says (spec §8): the code's own text, the connection text, or "An error has occurred." */
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../lib/api-errors.ts";
import { createTestI18n } from "../../test/render-app.tsx";
import { useErrorText } from "./issues.ts";

async function errorTextIn(language: "en" | "fr") {
  const i18n = await createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe("the text of a failed action", () => {
  it("is the short 'An error has occurred.' when the server failed or the answer could not be read", async () => {
    const text = await errorTextIn("en");
    expect(text(new ApiError(500, "INTERNAL", "boom"))).toBe("An error has occurred.");
    expect(text(new TypeError("unreadable answer"))).toBe("An error has occurred.");
  });

  it("keeps the text of a known code and of a missing connection", async () => {
    const text = await errorTextIn("en");
    expect(text(new ApiError(401, "LOGIN_FAILED", "x"))).toBe("Login failed, please try again.");
    expect(text(new NetworkError(new TypeError("Failed to fetch")))).toMatch(/no connection to the server/);
  });

  it("speaks French", async () => {
    const text = await errorTextIn("fr");
    expect(text(new ApiError(500, "INTERNAL", "boom"))).toBe("Une erreur est survenue.");
  });

  it("counts in the plural forms of the language: 1 credit, 2 credits; French 0 and 1 singular", async () => {
    const en = await errorTextIn("en");
    const short = (cost: number) => new ApiError(402, "INSUFFICIENT_CREDITS", "x", [], { cost, credits: 0 });
    expect(en(short(1))).toBe(
      "You need 1 credit to send this, and you have 0. Buy credits to go on chatting.",
    );
    expect(en(short(2))).toMatch(/^You need 2 credits to send this/);
    const fr = await errorTextIn("fr");
    expect(fr(short(1))).toMatch(/^Il vous faut 1 crédit pour/);
    expect(fr(short(2))).toMatch(/^Il vous faut 2 crédits pour/);
    expect(fr(new ApiError(403, "PHOTO_LIMIT_REACHED", "x", [], { limit: 0 }))).toBe(
      "Vous avez atteint la limite de 0 photo.",
    );
  });
});
