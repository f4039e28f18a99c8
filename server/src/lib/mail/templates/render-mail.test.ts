import { REACTIVATION_DAYS } from "@amora/contract/constants";
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import { MAIL_KINDS } from "./mail-texts.ts";
import { renderMail } from "./render-mail.ts";

const site = { name: "Amour Secret", supportEmail: "support@amoursecret.test" };
const link = "https://amoursecret.test/api/activate.php?token=abc&lang=fr";
/** new_sign_in's own placeholders; the other kinds ignore them. */
const details = { device: "Chrome on Android", place: "France (81.2.69.x)", time: "26 Nov 2026, 18:00" };

describe("renderMail", () => {
  for (const language of SUPPORTED_LOCALES) {
    for (const kind of MAIL_KINDS) {
      it(`renders ${kind} in ${language} with the link, the site and the support address in both parts`, () => {
        const mail = renderMail(kind, { site, language, name: "Camille", link, details });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.subject).not.toMatch(/[{}]/);
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain("Camille");
          expect(part).toContain("Amour Secret");
          expect(part).toContain("support@amoursecret.test");
          expect(part).not.toMatch(/\{\w+\}/);
        }
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain("#d42a74");
      });
    }
  }

  it("writes new_sign_in's device, place and time as given, escaped in the HTML", () => {
    const given = { device: "Firefox on <Linux>", place: "81.2.69.x", time: "26/11/2026 : 18:00" };
    const mail = renderMail("new_sign_in", { site, language: "fr", name: "Camille", link, details: given });
    expect(mail.text).toContain("Firefox on <Linux> · 81.2.69.x · 26/11/2026 : 18:00");
    expect(mail.html).toContain("Firefox on &lt;Linux&gt; · 81.2.69.x");
  });

  it("refuses new_sign_in without its details: a placeholder left unfilled is a bug", () => {
    expect(() => renderMail("new_sign_in", { site, language: "en", name: "Camille", link })).toThrow(
      "unknown placeholder {device}",
    );
  });

  it("speaks natural French, with no-break spaces before ? and :", () => {
    const mail = renderMail("password_reset", { site, language: "fr", name: "Camille", link });
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Amour Secret");
    expect(mail.text).toContain("Bonjour Camille,");
    expect(mail.text).toContain("Ce lien est valable 1 heure");
    expect(mail.text).toContain("Choisir un nouveau mot de passe\nhttps://amoursecret.test/");
    expect(mail.text).toContain("de cette demande\u00a0? Ignorez cet e-mail\u00a0: votre mot de passe");
    expect(mail.html).toContain(
      "Le bouton ne fonctionne pas\u00a0? Copiez ce lien dans votre navigateur\u00a0:",
    );
  });

  it("says the link of a reset is valid for an hour, and how long a deleted account can come back", () => {
    expect(renderMail("password_reset", { site, language: "en", name: "Sam", link }).text).toContain(
      "valid for 1 hour",
    );
    const deleted = renderMail("account_deleted", { site, language: "en", name: "Sam", link });
    expect(deleted.text).toContain(`within ${REACTIVATION_DAYS} days`);
    expect(deleted.text).toContain("gone for good");
    expect(deleted.subject).toBe("Your Amour Secret account has been deleted");
  });

  it("escapes every interpolated value in the HTML part", () => {
    const mail = renderMail("activation", {
      site: { name: `Tom & "Jerry's" <Dates>`, supportEmail: `a"b@example.com` },
      language: "en",
      name: "<script>alert(1)</script>",
      link: `https://example.com/?a=1&b="><img src=x onerror=alert(1)>`,
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<Dates>");
    expect(mail.html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(mail.html).toContain("Tom &amp; &quot;Jerry&#39;s&quot; &lt;Dates&gt;");
    expect(mail.html).toContain(
      'href="https://example.com/?a=1&amp;b=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
    );
    expect(mail.html).toContain('href="mailto:a&quot;b@example.com"');
    // The text part is plain text: shown as written, never interpreted.
    expect(mail.text).toContain("Hello <script>alert(1)</script>,");
  });
});
