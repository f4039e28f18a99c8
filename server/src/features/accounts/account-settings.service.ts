/** Settings a member changes without a mailed link: language, invisibility, location, notification choices, alerts. */
import { NOTIFICATION_TYPES, type NotificationType } from "@amora/contract/accounts";
import type { Country } from "@amora/contract/countries";
import type { SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { invalidFields } from "../../lib/app-error.ts";
import type { Site } from "../sites/sites.service.ts";
import { locationIssues } from "./account-rules.ts";
import { selectUserView, type UserRow, updateProfile, updateUser } from "./accounts.queries.ts";

export async function setLanguage(db: Db, user: UserRow, language: SupportedLocale): Promise<void> {
  await updateUser(db, user.id, { language });
}

export interface AccountUpdate {
  invisible?: boolean | undefined;
  typing_indicators?: boolean | undefined;
  read_receipts?: boolean | undefined;
  country?: Country | undefined;
  region?: string | undefined;
  city?: string | undefined;
  email_notifications?: Partial<Record<NotificationType, boolean>> | undefined;
  push_notifications?: Partial<Record<NotificationType, boolean>> | undefined;
  email_digest?: boolean | undefined;
}

/** The types left off after applying the member's choices to what was off before. */
function typesOff(before: readonly string[], choices: Partial<Record<NotificationType, boolean>>) {
  return NOTIFICATION_TYPES.filter((type) => !(choices[type] ?? !before.includes(type)));
}

export async function updateAccount(db: Db, site: Site, user: UserRow, update: AccountUpdate): Promise<void> {
  const view = await selectUserView(db, user.id);
  if (!view) return;
  const isMoving = update.country !== undefined || update.region !== undefined || update.city !== undefined;
  const location = {
    country: update.country ?? (view.profile.country as Country),
    region: update.region ?? view.profile.region,
    city: (update.city ?? view.profile.city).normalize("NFC"),
  };
  if (isMoving) {
    const issues = locationIssues(location, site.countries);
    if (issues.length > 0) throw invalidFields(issues);
  }
  if (isMoving || update.invisible !== undefined) {
    await updateProfile(db, user.profileId, {
      ...(isMoving ? location : {}),
      ...(update.invisible !== undefined ? { isInvisible: update.invisible } : {}),
    });
  }
  if (update.typing_indicators !== undefined || update.read_receipts !== undefined) {
    await updateUser(db, user.id, {
      ...(update.typing_indicators !== undefined ? { typingIndicators: update.typing_indicators } : {}),
      ...(update.read_receipts !== undefined ? { readReceipts: update.read_receipts } : {}),
    });
  }
  if (update.email_notifications || update.push_notifications || update.email_digest !== undefined) {
    await updateUser(db, user.id, {
      ...(update.email_notifications
        ? { emailNotificationsOff: typesOff(user.emailNotificationsOff, update.email_notifications) }
        : {}),
      ...(update.push_notifications
        ? { pushNotificationsOff: typesOff(user.pushNotificationsOff, update.push_notifications) }
        : {}),
      ...(update.email_digest !== undefined ? { emailDigest: update.email_digest } : {}),
    });
  }
}

export async function dismissAlert(db: Db, user: UserRow, alert: string): Promise<void> {
  await updateUser(db, user.id, {
    dismissedAlerts: { ...user.dismissedAlerts, [alert]: new Date().toISOString() },
  });
}
