/** Typed translation keys: every t() call is checked against the English catalogues. */
import "i18next";
import type account from "../../../locales/en/account.json";
import type admin from "../../../locales/en/admin.json";
import type adminFictional from "../../../locales/en/admin-fictional.json";
import type adminFigures from "../../../locales/en/admin-figures.json";
import type adminMembers from "../../../locales/en/admin-members.json";
import type adminModeration from "../../../locales/en/admin-moderation.json";
import type adminMoney from "../../../locales/en/admin-money.json";
import type adminOperator from "../../../locales/en/admin-operator.json";
import type adminPages from "../../../locales/en/admin-pages.json";
import type adminRealPerson from "../../../locales/en/admin-real-person.json";
import type adminReports from "../../../locales/en/admin-reports.json";
import type adminSites from "../../../locales/en/admin-sites.json";
import type chat from "../../../locales/en/chat.json";
import type common from "../../../locales/en/common.json";
import type complaints from "../../../locales/en/complaints.json";
import type consent from "../../../locales/en/consent.json";
import type credits from "../../../locales/en/credits.json";
import type errors from "../../../locales/en/errors.json";
import type home from "../../../locales/en/home.json";
import type landers from "../../../locales/en/landers.json";
import type likes from "../../../locales/en/likes.json";
import type members from "../../../locales/en/members.json";
import type pages from "../../../locales/en/pages.json";
import type privacy from "../../../locales/en/privacy.json";
import type realPerson from "../../../locales/en/real-person.json";
import type reports from "../../../locales/en/reports.json";
import type sessions from "../../../locales/en/sessions.json";
import type spending from "../../../locales/en/spending.json";
import type swipe from "../../../locales/en/swipe.json";
import type terms from "../../../locales/en/terms.json";
import type timebonus from "../../../locales/en/timebonus.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // Add a namespace here when you add locales/<lng>/<namespace>.json.
    resources: {
      account: typeof account;
      admin: typeof admin;
      "admin-fictional": typeof adminFictional;
      "admin-figures": typeof adminFigures;
      "admin-members": typeof adminMembers;
      "admin-moderation": typeof adminModeration;
      "admin-money": typeof adminMoney;
      "admin-operator": typeof adminOperator;
      "admin-pages": typeof adminPages;
      "admin-real-person": typeof adminRealPerson;
      "admin-reports": typeof adminReports;
      "admin-sites": typeof adminSites;
      chat: typeof chat;
      common: typeof common;
      complaints: typeof complaints;
      consent: typeof consent;
      credits: typeof credits;
      errors: typeof errors;
      home: typeof home;
      landers: typeof landers;
      likes: typeof likes;
      members: typeof members;
      pages: typeof pages;
      "real-person": typeof realPerson;
      spending: typeof spending;
      sessions: typeof sessions;
      privacy: typeof privacy;
      reports: typeof reports;
      swipe: typeof swipe;
      terms: typeof terms;
      timebonus: typeof timebonus;
    };
  }
}
