/** What the accounts domain needs of mail (queue one of its mails in the member's language, with its link), and its context. */
import type { SupportedLocale } from "@amora/contract/locales";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Site } from "../sites/sites.service.ts";
import { linkOrigin } from "./request-origin.ts";

export type AccountMailKind =
  | "activation"
  | "password_reset"
  | "mail_change"
  | "account_deleted"
  | "notifications_reenable"
  | "new_sign_in"
  | "two_step_on"
  | "two_step_off"
  | "two_step_locked"
  | "data_export_confirm"
  | "deletion_confirm";

export interface AccountMail {
  site: Site;
  to: string;
  name: string;
  language: SupportedLocale;
  kind: AccountMailKind;
  link: string;
  /** The kind's own placeholders (render-mail's `details`). */
  details?: Record<string, string>;
}

/** What every account operation that may mail works with. */
export interface AccountContext {
  db: Db;
  site: Site;
  mailer: AccountMailer;
  /** The origin mailed links start with. */
  origin: string;
}

export interface AccountMailer {
  /** Queues the mail in the caller's database (transaction); it is sent, and retried, by the mail worker. */
  queue(db: Db, mail: AccountMail): Promise<void>;
}

/** The context of a request's account operations: its site, and links to that site's origin. */
export function accountContextOf(db: Db, request: FastifyRequest, mailer: AccountMailer): AccountContext {
  return { db, site: request.site, mailer, origin: linkOrigin(request, request.site) };
}
