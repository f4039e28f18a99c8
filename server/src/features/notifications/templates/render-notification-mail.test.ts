import { NOTIFICATION_TYPES, type NotificationType } from "@amora/contract/accounts";
import { SUPPORTED_LOCALES, type SupportedLocale } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import type { AboutMember, NotificationItem, NotificationMailInput } from "../notification-mail.ts";
import { renderNotificationMail, renderPushText } from "./render-notification-mail.ts";

const WARNING = "Profiles marked ✱ are fictional: run by our team, you cannot meet them.";
const lucas = (over: Partial<AboutMember> = {}): AboutMember => ({
  profileId: 1042,
  name: "Lucas",
  age: 34,
  city: "Lyon",
  photoUrl: "https://cdn.amora.test/p/1042-thumb.webp",
  fictionalWarning: null,
  ...over,
});

const ORIGIN = "https://amora.test";
/** One item of each type, about Lucas where the type is about someone. */
function itemOf(type: NotificationType, about: AboutMember | null = lucas()): NotificationItem {
  const base = { count: 1, about, members: [] as AboutMember[], link: `${ORIGIN}/chat/1042?from=mail` };
  switch (type) {
    case "new_conversations":
    case "new_messages":
      return { ...base, type, payload: {} };
    case "like":
      return { ...base, type, payload: { match: false }, link: `${ORIGIN}/likes` };
    case "unread_message_reminders":
      return { ...base, type, payload: { conversations: 2, messages: 5 }, link: `${ORIGIN}/chats` };
    case "promotions":
      return {
        ...base,
        type,
        about: null,
        payload: {
          offer: "welcome_discount",
          code: "WELCOME30",
          percentage: 30,
          ends_at: "2026-11-29T22:59:00Z",
        },
        link: `${ORIGIN}/credits`,
      };
    case "weekly_updates":
      return {
        ...base,
        type,
        about: null,
        members: [lucas({ profileId: 7, name: "Emma", photoUrl: "https://cdn.amora.test/p/7.webp" })],
        payload: { new_members: [7], new_member_count: 12, likes: 1, unread: 3 },
        link: `${ORIGIN}/search`,
      };
    case "news":
      return {
        ...base,
        type,
        about: null,
        payload: {
          texts: {
            en: {
              subject: "Video chat is here",
              body: "Start a video call from any chat.\n\nTry it tonight.",
            },
            fr: { subject: "Le chat vidéo est là", body: "Lancez un appel vidéo.\n\nEssayez ce soir." },
          },
        },
        link: `${ORIGIN}/`,
      };
    case "reminders":
      return {
        ...base,
        type,
        about: null,
        payload: { reminder: "add_photo" },
        link: `${ORIGIN}/profile/photos`,
      };
    case "spending_summary":
      return {
        ...base,
        type,
        about: null,
        payload: {
          month: "2026-10",
          totals: [{ currency: "EUR", amount_cents: 4990, purchases: 3, credits: 150 }],
          previous: [{ currency: "EUR", amount_cents: 3990, purchases: 2, credits: 100 }],
          limits: { daily_cents: null, weekly_cents: 5000, monthly_cents: 20000, currency: "EUR" },
        },
        link: `${ORIGIN}/transactions`,
      };
  }
}

function mailOf(
  items: NotificationItem[],
  language: SupportedLocale = "en",
  scope = "like",
): NotificationMailInput {
  return {
    site: { name: "Amora", supportEmail: "support@amora.test", fictionalIcon: "✱" },
    language,
    name: "Camille",
    timeZone: "Europe/Paris",
    items,
    settingsUrl: `${ORIGIN}/settings#notifications`,
    unsubscribe: {
      page: `${ORIGIN}/unsubscribe?token=7.${scope}.sig`,
      oneClick: `${ORIGIN}/api/unsubscribe.php?token=7.${scope}.sig`,
    },
  };
}

/** The subject and a sentence each type's mail must say, in English and French (every language: below). */
const EXPECTED: Record<"en" | "fr", Record<NotificationType, { subject: string; text: string }>> = {
  en: {
    new_conversations: { subject: "Lucas wrote to you", text: "Lucas sent you a first message on Amora." },
    new_messages: {
      subject: "A new message from Lucas",
      text: "Lucas sent you a new message while you were away.",
    },
    like: { subject: "Lucas likes you", text: "Like them back and it's a match!" },
    unread_message_reminders: {
      subject: "5 messages are waiting for your reply",
      text: "2 members wrote to you a day ago",
    },
    promotions: {
      subject: "Your welcome offer: 30% off, until 29 November 2026",
      text: "The offer ends on 29 November 2026 at 23:59.",
    },
    weekly_updates: {
      subject: "Your week on Amora: 12 new members for you",
      text: "12 new members\n1 like\n3 unread messages",
    },
    news: { subject: "Video chat is here", text: "Start a video call from any chat.\n\nTry it tonight." },
    reminders: {
      subject: "Add a photo and get noticed on Amora",
      text: "Profiles with a photo get far more likes",
    },
    spending_summary: {
      subject: "Your spending in October 2026",
      text: "€49.90 spent\n3 purchases\n150 credits bought\n\nThat is €10.00 more than in September 2026 (€39.90).",
    },
  },
  fr: {
    new_conversations: {
      subject: "Lucas vous a écrit",
      text: "Lucas vous a envoyé un premier message sur Amora.",
    },
    new_messages: { subject: "1 nouveau message de Lucas", text: "Lucas vous a envoyé un nouveau message" },
    like: {
      subject: "Lucas a aimé votre profil",
      text: "Aimez son profil en retour et c’est un match\u00a0!",
    },
    unread_message_reminders: {
      subject: "5 messages attendent votre réponse",
      text: "2 membres vous ont écrit il y a un jour",
    },
    promotions: {
      subject: "Votre offre de bienvenue\u00a0: 30\u00a0% de réduction jusqu’au 29 novembre 2026",
      text: "L’offre prend fin le 29 novembre 2026 à 23:59.",
    },
    weekly_updates: {
      subject: "Votre semaine sur Amora\u00a0: 12 nouveaux membres pour vous",
      text: "12 nouveaux membres\n1 like reçu\n3 messages non lus",
    },
    news: { subject: "Le chat vidéo est là", text: "Lancez un appel vidéo.\n\nEssayez ce soir." },
    reminders: {
      subject: "Ajoutez une photo et faites-vous remarquer sur Amora",
      text: "Ajoutez la vôtre\u00a0:",
    },
    spending_summary: {
      subject: "Vos dépenses en octobre 2026",
      text: "49,90\u00a0€ dépensés\n3 achats\n150 crédits achetés\n\nC’est 10,00\u00a0€ de plus qu’en septembre 2026 (39,90\u00a0€).",
    },
  },
};

describe("the spending summary", () => {
  const summary = (payload: object) =>
    ({
      ...itemOf("spending_summary"),
      payload: { ...itemOf("spending_summary").payload, ...payload },
    }) as NotificationItem;

  it("compares each currency with the month before, a new one included, and never sums two currencies", () => {
    const item = summary({
      totals: [
        { currency: "EUR", amount_cents: 3990, purchases: 1, credits: 100 },
        { currency: "USD", amount_cents: 1995, purchases: 1, credits: 1 },
      ],
      previous: [
        { currency: "EUR", amount_cents: 3990, purchases: 2, credits: 100 },
        { currency: "GBP", amount_cents: 995, purchases: 1, credits: 50 },
      ],
    });
    const mail = renderNotificationMail(mailOf([item], "en", "spending_summary"));
    // British English names the dollar "US$", as French does "$US".
    expect(mail.text).toContain("€39.90 spent\nUS$19.95 spent\n2 purchases\n101 credits bought");
    expect(mail.text).toContain(
      [
        "That is as much as in September 2026.",
        "That is US$19.95 more than in September 2026, when you paid nothing in this currency.",
        "That is £9.95 less than in September 2026 (£9.95).",
        "Your spending limits: €50.00 a week and €200.00 over 30 days.\nChange my limits",
      ].join("\n\n"),
    );
    const fr = renderNotificationMail(mailOf([item], "fr", "spending_summary"));
    expect(fr.text).toContain(
      "19,95\u00a0$US de plus qu’en septembre 2026, où vous n’aviez rien payé dans cette devise.",
    );
    expect(renderPushText(item, "en", "Amora")).toEqual({
      title: "Amora",
      body: "Your spending in October 2026: €39.90 and US$19.95",
    });
  });

  it("invites a member without limits to set one, with a link to the settings' limits", () => {
    const mail = renderNotificationMail(mailOf([summary({ limits: null })], "fr", "spending_summary"));
    expect(mail.text).toContain(
      "Vous n’avez pas fixé de limite de dépenses. Vous pouvez à tout moment en fixer une par jour, par semaine ou sur 30 jours.\nFixer une limite de dépenses\nhttps://amora.test/notifications#settings-limits",
    );
    expect(mail.html).toContain('href="https://amora.test/notifications#settings-limits"');
  });
});

describe("the mails' dates and prices", () => {
  const ends = (language: SupportedLocale, domainLanguage: string) => {
    const input = mailOf([itemOf("promotions")], language, "promotions");
    return renderNotificationMail({ ...input, site: { ...input.site, domainLanguage } }).text;
  };

  it("take the site's region when the site speaks the member's language, else the language's usual one", () => {
    expect(ends("en", "en-GB")).toContain("The offer ends on 29 November 2026 at 23:59.");
    expect(ends("en", "nl-NL")).toContain("The offer ends on 29 November 2026 at 23:59.");
    expect(ends("en", "en-US")).toContain("The offer ends on November 29, 2026 at 11:59 PM.");
    expect(ends("fr", "en-GB")).toContain("L’offre prend fin le 29 novembre 2026 à 23:59.");
  });
});

describe("renderNotificationMail", () => {
  for (const language of ["en", "fr"] as const) {
    for (const type of NOTIFICATION_TYPES) {
      it(`writes the ${type} mail in ${language}: subject, text, link, unsubscribe, headers`, () => {
        const item = itemOf(type);
        const mail = renderNotificationMail(mailOf([item], language, type));
        const expected = EXPECTED[language][type];
        expect(mail.subject).toBe(expected.subject);
        expect(mail.text).toContain(expected.text);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain("#d42a74");
        expect(mail.html).toContain(`href="${item.link}"`);
        expect(mail.text).toContain(`\n${item.link}\n`);
        expect(mail.html).toContain(`href="${ORIGIN}/unsubscribe?token=7.${type}.sig"`);
        expect(mail.html).toContain(`href="${ORIGIN}/settings#notifications"`);
        expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=7.${type}.sig`);
        expect(mail.text).toContain(`${ORIGIN}/settings#notifications`);
        expect(mail.text).toContain("support@amora.test");
        expect(mail.text).toContain(language === "en" ? "Hello Camille," : "Bonjour Camille,");
        expect(mail.text).toContain(
          language === "en" ? "Unsubscribe from these e-mails" : "Se désabonner de ces e-mails",
        );
        expect(mail.headers).toEqual({
          "List-Unsubscribe": `<${ORIGIN}/api/unsubscribe.php?token=7.${type}.sig>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        });
        for (const part of [mail.subject, mail.html, mail.text])
          expect(part).not.toMatch(/\{\w+\}|undefined/);
        if (item.about) {
          expect(mail.html).toContain(
            `<img src="https://cdn.amora.test/p/1042-thumb.webp" width="144" height="180" alt="${language === "en" ? "Lucas, 34" : "Lucas, 34 ans"}"`,
          );
          expect(mail.text).toContain(language === "en" ? "Lucas, 34 · Lyon" : "Lucas, 34 ans · Lyon");
        }
      });
    }
  }

  it.each(SUPPORTED_LOCALES)("writes every kind of mail in %s, every placeholder filled", (language) => {
    for (const type of NOTIFICATION_TYPES) {
      const item = itemOf(type);
      const mail = renderNotificationMail(mailOf([item], language, type));
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`href="${item.link}"`);
      expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=7.${type}.sig`);
      for (const part of [mail.subject, mail.html, mail.text])
        expect(part, `${type} in ${language}`).not.toMatch(/\{\w+\}|undefined/);
      expect(mail.subject.trim().length, `${type} in ${language}`).toBeGreaterThan(5);
    }
  });

  it("discloses a fictional member beside their photo, with the site's icon and warning, in HTML and text", () => {
    const fictional = renderNotificationMail(
      mailOf([itemOf("new_conversations", lucas({ fictionalWarning: WARNING }))]),
    );
    expect(fictional.html).toContain(WARNING);
    expect(fictional.html).toContain(
      'Lucas, 34 <span style="color:#d42a74;"><span aria-hidden="true">✱</span></span>',
    );
    expect(fictional.text).toContain(`Lucas, 34 ✱ · Lyon\n${WARNING}`);

    const real = renderNotificationMail(mailOf([itemOf("new_conversations")]));
    expect(real.html).not.toContain("fictional");
    expect(real.html).not.toContain("✱");
    expect(real.text).not.toContain("✱");
  });

  it("shows an image icon as an image, and the weekly grid's warning once", () => {
    const members = [
      lucas({ profileId: 1, name: "Emma", fictionalWarning: WARNING }),
      lucas({ profileId: 2, name: "Zoé", photoUrl: null, fictionalWarning: WARNING }),
    ];
    const item = { ...itemOf("weekly_updates"), members } as NotificationItem;
    const input = mailOf([item]);
    input.site.fictionalIcon = "https://amora.test/fictional.svg";
    const mail = renderNotificationMail(input);
    expect(mail.html.split(WARNING)).toHaveLength(2);
    expect(mail.html).toContain('<img src="https://amora.test/fictional.svg" width="16" height="16" alt=""');
    // No photo: a coloured circle with the initial, labelled like the photo would be.
    expect(mail.html).toMatch(/aria-label="Zoé, 34"[^>]*border-radius:50%[^>]*>Z<\/td>/);
    expect(mail.text).toContain(`- Emma, 34 ✱ · Lyon\n- Zoé, 34 ✱ · Lyon\n${WARNING}`);
  });

  it("escapes names, cities and staff news in the HTML, and keeps the text part as written", () => {
    const evil = lucas({
      name: `<script>alert("x")</script>`,
      city: "<b>Lyon</b>",
      fictionalWarning: "<i>w</i>",
    });
    const mail = renderNotificationMail(mailOf([itemOf("new_conversations", evil)]));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("<i>w");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; wrote to you");
    expect(mail.html).toContain("&lt;b&gt;Lyon&lt;/b&gt;");
    expect(mail.text).toContain(`<script>alert("x")</script> wrote to you`);

    const news = itemOf("news");
    if (news.type !== "news") throw new Error("fixture");
    news.payload.texts = {
      en: { subject: "<img src=x onerror=alert(1)>", body: "a <script>b</script>\nline two" },
    };
    const newsMail = renderNotificationMail(mailOf([news]));
    expect(newsMail.html).not.toContain("<img src=x");
    expect(newsMail.html).toContain("a &lt;script&gt;b&lt;/script&gt;<br>line two");
    expect(newsMail.subject).toBe("<img src=x onerror=alert(1)>");
  });

  it("takes the news in the member's language, else the site's, else English, else any", () => {
    const news = (texts: Record<string, { subject: string; body: string }>) => {
      const item = itemOf("news");
      if (item.type !== "news") throw new Error("fixture");
      item.payload.texts = texts;
      return item;
    };
    const t = (subject: string) => ({ subject, body: "Body." });
    expect(renderNotificationMail(mailOf([news({ en: t("EN"), fr: t("FR") })], "fr")).subject).toBe("FR");
    const nl = mailOf([news({ en: t("EN"), nl: t("NL") })], "fr");
    expect(renderNotificationMail(nl).subject).toBe("EN");
    nl.site.language = "nl" as SupportedLocale;
    expect(renderNotificationMail(nl).subject).toBe("NL");
    expect(renderNotificationMail(mailOf([news({ de: t("DE") })], "fr")).subject).toBe("DE");
  });

  it("says 1 and 3 messages with each language's plural forms", () => {
    const messages = (count: number, language: SupportedLocale) =>
      renderNotificationMail(mailOf([{ ...itemOf("new_messages"), count } as NotificationItem], language));
    expect(messages(1, "en").subject).toBe("A new message from Lucas");
    expect(messages(3, "en").subject).toBe("3 new messages from Lucas");
    expect(messages(3, "en").text).toContain("Lucas sent you 3 new messages while you were away.");
    expect(messages(1, "fr").subject).toBe("1 nouveau message de Lucas");
    expect(messages(3, "fr").subject).toBe("3 nouveaux messages de Lucas");
    expect(messages(3, "fr").text).toContain(
      "Lucas vous a envoyé 3 nouveaux messages pendant votre absence.",
    );
    expect(messages(1200, "fr").subject).toBe("1\u202f200 nouveaux messages de Lucas");

    const unread = (messagesCount: number, conversations: number, language: SupportedLocale) =>
      renderNotificationMail(
        mailOf(
          [
            {
              ...itemOf("unread_message_reminders"),
              payload: { messages: messagesCount, conversations },
            } as NotificationItem,
          ],
          language,
        ),
      );
    expect(unread(1, 1, "en").subject).toBe("A message is waiting for your reply");
    expect(unread(1, 1, "en").text).toContain("Someone wrote to you a day ago and is still waiting");
    expect(unread(1, 1, "fr").text).toContain("Vous avez 1 message non lu");
    expect(unread(3, 2, "fr").text).toContain("Vous avez 3 messages non lus");
  });

  it("writes a match, the come-back offer and each reminder", () => {
    const match = renderNotificationMail(
      mailOf([{ ...itemOf("like"), payload: { match: true } } as NotificationItem]),
    );
    expect(match.subject).toBe("It's a match with Lucas!");
    const comeBack = renderNotificationMail(
      mailOf(
        [
          {
            ...itemOf("promotions"),
            payload: { offer: "come_back", code: "BACK15", percentage: 15, ends_at: "2026-12-01T10:00:00Z" },
          } as NotificationItem,
        ],
        "fr",
      ),
    );
    expect(comeBack.subject).toBe(
      "Vous nous manquez\u00a0: 15\u00a0% de réduction sur vos prochains crédits",
    );
    expect(comeBack.text).toContain("Votre code\nBACK15");
    expect(comeBack.text).toContain("1 décembre 2026 à 11:00");
    for (const [reminder, subject] of [
      ["confirm_email", "Confirm your e-mail address for Amora"],
      ["finish_profile", "Finish your profile on Amora"],
    ] as const) {
      const mail = renderNotificationMail(
        mailOf([{ ...itemOf("reminders"), payload: { reminder } } as NotificationItem]),
      );
      expect(mail.subject).toBe(subject);
    }
  });

  it("gathers several items into the daily digest: a card each, the unsubscribe-all link", () => {
    for (const language of ["en", "fr"] as const) {
      const items = [
        { ...itemOf("new_messages"), count: 3 } as NotificationItem,
        itemOf("like", lucas({ profileId: 9, name: "Sofia", fictionalWarning: WARNING })),
        itemOf("promotions"),
      ];
      const mail = renderNotificationMail(mailOf(items, language, "all"));
      expect(mail.subject).toBe(
        language === "en"
          ? "3 new messages from Lucas, and 2 more notifications"
          : "3 nouveaux messages de Lucas, et 2 autres notifications",
      );
      expect(mail.html.match(/<h2 /g)).toHaveLength(3);
      for (const item of items) {
        expect(mail.html).toContain(`href="${item.link}"`);
        expect(mail.text).toContain(item.link);
      }
      expect(mail.html).toContain(WARNING);
      expect(mail.html).toContain('width="64" height="80"');
      expect(mail.text).toContain(
        language === "en"
          ? "Unsubscribe from all notification e-mails"
          : "Se désabonner de tous les e-mails de notification",
      );
      expect(mail.headers["List-Unsubscribe"]).toBe(`<${ORIGIN}/api/unsubscribe.php?token=7.all.sig>`);
    }
    const two = renderNotificationMail(mailOf([itemOf("like"), itemOf("reminders")], "en", "all"));
    expect(two.subject).toBe("Lucas likes you, and 1 more notification");
  });
});

describe("renderPushText", () => {
  it("titles a push with the member and says what happened, in each language and plural", () => {
    expect(renderPushText(itemOf("new_conversations"), "en", "Amora")).toEqual({
      title: "Lucas (34)",
      body: "sent you a message",
    });
    expect(
      renderPushText({ ...itemOf("new_messages"), count: 3 } as NotificationItem, "fr", "Amora"),
    ).toEqual({
      title: "Lucas (34)",
      body: "vous a envoyé 3 nouveaux messages",
    });
    expect(renderPushText(itemOf("new_messages"), "en", "Amora").body).toBe("sent you a new message");
    expect(renderPushText(itemOf("like"), "fr", "Amora").body).toBe("a aimé votre profil");
  });

  it("marks a fictional member with the site's icon", () => {
    const item = itemOf("like", lucas({ fictionalWarning: WARNING }));
    expect(renderPushText(item, "en", "Amora", { fictionalIcon: "♦" }).title).toBe("Lucas (34) ♦");
    expect(renderPushText(item, "en", "Amora").title).toBe("Lucas (34) ✱");
  });

  it("titles a push about no one with the site's name", () => {
    expect(renderPushText(itemOf("news"), "fr", "Amour Secret")).toEqual({
      title: "Amour Secret",
      body: "Le chat vidéo est là",
    });
    expect(renderPushText(itemOf("weekly_updates"), "en", "Amora").body).toBe(
      "12 new members for you this week",
    );
    expect(renderPushText(itemOf("promotions"), "fr", "Amora", { timeZone: "Europe/Paris" }).body).toBe(
      "Votre offre de bienvenue\u00a0: 30\u00a0% de réduction jusqu’au 29 novembre 2026",
    );
  });
});
