/**
 * What each notification type keeps in its row's `payload` (db/schema.ts notifications): the triggers and
 * scheduled jobs write it, the dispatcher's renderers read it. The member concerned and the conversation
 * have their own columns (about_profile_id, conversation_id); message texts are never copied into mail.
 */
import type { NotificationType } from "@amora/contract/accounts";
import type { SupportedLocale } from "@amora/contract/locales";
import type { MonthReport } from "../spending-limits/spending-limits.service.ts";

export interface NotificationPayloads {
  /** about: the writer; conversation: theirs. */
  new_conversations: Record<string, never>;
  /** about: the writer; conversation: theirs; the row's count is the messages in the window. */
  new_messages: Record<string, never>;
  /** about: the liker; match when the like completed a match. */
  like: { match: boolean };
  /** Conversations and messages unread for a day when the reminder was made. */
  unread_message_reminders: { conversations: number; messages: number };
  /** An offer: the welcome discount before it ends, or a come-back code for an inactive paying member. */
  promotions: { offer: "welcome_discount" | "come_back"; code: string; percentage: number; ends_at: string };
  /** The week in numbers, and a few new members matching what the member seeks (profile ids). */
  weekly_updates: { new_members: number[]; new_member_count: number; likes: number; unread: number };
  /** A site announcement, in as many languages as staff wrote it (the member's, else the site's, else en). */
  news: { texts: Partial<Record<SupportedLocale, { subject: string; body: string }>> };
  /** Something left to do on the account. */
  reminders: { reminder: "confirm_email" | "add_photo" | "finish_profile" };
  /** A calendar month's spending (UTC), the month before and the limits, as they stood when it was queued. */
  spending_summary: MonthReport;
}

export type NotificationPayload<T extends NotificationType = NotificationType> = NotificationPayloads[T];
