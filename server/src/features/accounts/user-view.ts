/** The User of spec §3 as GET /api/user.php answers it. */
import { NOTIFICATION_TYPES, type User } from "@amora/contract/accounts";
import { isCountry } from "@amora/contract/countries";
import { isSupportedLocale } from "@amora/contract/locales";
import { termsVersion } from "@amora/contract/terms";
import type { Site } from "../sites/sites.service.ts";
import type { UserView } from "./accounts.queries.ts";
import { termsToAccept } from "./terms.service.ts";

export function toUser(
  { user, profile, photo, newLikes, unreadMessages, terms, acceptedTerms }: UserView,
  site: Site,
): User {
  if (!isCountry(profile.country)) throw new Error(`profile ${profile.id} has an unknown country`);
  const switches = (off: readonly string[]) =>
    Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, !off.includes(type)]),
    ) as User["email_notifications"];
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    language: isSupportedLocale(user.language) ? user.language : "en",
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    seeking: user.seeking,
    invisible: profile.isInvisible,
    typing_indicators: user.typingIndicators,
    read_receipts: user.readReceipts,
    notifications_disabled: user.notificationsDisabled.filter(
      (reason): reason is User["notifications_disabled"][number] =>
        reason === "spam_complaint" || reason === "bounce" || reason === "unsubscribe",
    ),
    email_notifications: switches(user.emailNotificationsOff),
    push_notifications: switches(user.pushNotificationsOff),
    email_digest: user.emailDigest,
    dismissed_alerts: user.dismissedAlerts,
    fictional_icon: site.fictionalIcon,
    unread_messages: unreadMessages,
    new_likes: newLikes,
    terms_to_accept: termsToAccept(termsVersion({ added: terms.added, termsChangedAt: terms.changedAt }), {
      signupDate: user.signupDate,
      acceptedVersion: acceptedTerms,
    }),
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      status: profile.status,
      main_image:
        profile.status === "active" && photo
          ? { filename: photo.filename, thumb_filename: photo.thumbFilename, match: photo.matchFilename }
          : null,
    },
  };
}
