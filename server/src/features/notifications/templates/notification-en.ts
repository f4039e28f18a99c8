/** The notification texts in English. */
import type { NotificationTexts } from "./notification-texts.ts";

export const en: NotificationTexts = {
  memberName: "{name}, {age}",
  codeLabel: "Your code",
  weekly: {
    newMembers: { by: "count", one: "new member", other: "new members" },
    likes: { by: "likes", one: "like", other: "likes" },
    unread: { by: "unread", one: "unread message", other: "unread messages" },
  },
  settingsLead: "Choose which e-mails you get in your",
  settingsLink: "notification settings",
  unsubscribeOne: "Unsubscribe from these e-mails",
  unsubscribeAll: "Unsubscribe from all notification e-mails",
  reasons: {
    new_conversations:
      "You are receiving this e-mail because you asked {site} to tell you when someone writes to you for the first time.",
    new_messages:
      "You are receiving this e-mail because you asked {site} to tell you about new messages while you are away.",
    like: "You are receiving this e-mail because you asked {site} to tell you about new likes and matches.",
    unread_message_reminders:
      "You are receiving this e-mail because you asked {site} to remind you of messages left unread.",
    promotions: "You are receiving this e-mail because you asked {site} to send you its offers.",
    weekly_updates: "You are receiving this e-mail because you asked {site} for a weekly summary.",
    news: "You are receiving this e-mail because you asked {site} to send you its news.",
    reminders:
      "You are receiving this e-mail because you asked {site} to remind you of what is left to do on your account.",
    spending_summary:
      "You are receiving this e-mail because {site} sends members who bought credits a summary of their spending each month.",
  },
  digest: {
    subject: {
      by: "more",
      one: "{first}, and 1 more notification",
      other: "{first}, and {more} more notifications",
    },
    heading: "Your day on {site}",
    intro: "Here is what happened while you were away.",
    reason:
      "You are receiving this e-mail because you chose to get your {site} notifications together, once a day.",
  },
  spending: {
    spent: "spent",
    purchases: { by: "purchases", one: "purchase", other: "purchases" },
    credits: { by: "credits", one: "credit bought", other: "credits bought" },
    compare: {
      more: "That is {difference} more than in {previousMonth} ({previous}).",
      less: "That is {difference} less than in {previousMonth} ({previous}).",
      same: "That is as much as in {previousMonth}.",
      fromNothing:
        "That is {difference} more than in {previousMonth}, when you paid nothing in this currency.",
      none: "You bought no credits in {previousMonth}.",
    },
    limits: "Your spending limits: {limits}.",
    limitsLink: "Change my limits",
    noLimits: "You have not set a spending limit. You can set one for a day, a week or 30 days at any time.",
    noLimitsLink: "Set a spending limit",
    periods: { daily: "{amount} a day", weekly: "{amount} a week", monthly: "{amount} over 30 days" },
  },
  kinds: {
    new_conversations: {
      subject: "{name} wrote to you",
      heading: "{name} wrote to you",
      paragraphs: ["{name} sent you a first message on {site}. Open the conversation to read it and reply."],
      button: "Read the message",
      push: "sent you a message",
    },
    new_messages: {
      subject: { by: "count", one: "A new message from {name}", other: "{count} new messages from {name}" },
      heading: { by: "count", one: "A new message from {name}", other: "{count} new messages from {name}" },
      paragraphs: [
        {
          by: "count",
          one: "{name} sent you a new message while you were away.",
          other: "{name} sent you {count} new messages while you were away.",
        },
      ],
      button: "Open the conversation",
      push: { by: "count", one: "sent you a new message", other: "sent you {count} new messages" },
    },
    like: {
      subject: "{name} likes you",
      heading: "{name} likes you",
      paragraphs: ["{name} liked your profile. Like them back and it's a match!"],
      button: "See who likes you",
      push: "likes you",
    },
    match: {
      subject: "It's a match with {name}!",
      heading: "It's a match!",
      paragraphs: ["You and {name} like each other. Say hello while the spark is fresh."],
      button: "Say hello",
      push: "It's a match! Say hello.",
    },
    unread_message_reminders: {
      subject: {
        by: "messages",
        one: "A message is waiting for your reply",
        other: "{messages} messages are waiting for your reply",
      },
      heading: {
        by: "messages",
        one: "You have an unread message",
        other: "You have {messages} unread messages",
      },
      paragraphs: [
        {
          by: "conversations",
          one: "Someone wrote to you a day ago and is still waiting for your reply.",
          other: "{conversations} members wrote to you a day ago and are still waiting for your reply.",
        },
      ],
      button: "Read my messages",
      push: {
        by: "messages",
        one: "A message is waiting for you",
        other: "{messages} messages are waiting for you",
      },
    },
    welcome_discount: {
      subject: "Your welcome offer: {percentage} off, until {day}",
      heading: "{percentage} off your first credits",
      paragraphs: [
        "Welcome to {site}! As a new member, you get {percentage} off your first credits with the code below.",
        "The offer ends on {date}.",
      ],
      button: "Get my credits",
      push: "Your welcome offer: {percentage} off, until {day}",
    },
    come_back: {
      subject: "We miss you: {percentage} off your next credits",
      heading: "We miss you!",
      paragraphs: [
        "It has been a while. Come back to {site} and get {percentage} off your next credits with the code below.",
        "The offer ends on {date}.",
      ],
      button: "Come back to {site}",
      push: "{percentage} off your next credits, until {day}",
    },
    weekly_updates: {
      subject: {
        by: "count",
        one: "Your week on {site}: 1 new member for you",
        other: "Your week on {site}: {count} new members for you",
      },
      heading: "Your week on {site}",
      paragraphs: ["Here is your week in short, and a few members who match what you are looking for."],
      button: "See the new members",
      push: {
        by: "count",
        one: "1 new member for you this week",
        other: "{count} new members for you this week",
      },
    },
    // The subject, heading and text of a news mail are the staff's; only the button is ours.
    news: {
      subject: "",
      heading: "",
      paragraphs: [],
      button: "Go to {site}",
      push: "",
    },
    confirm_email: {
      subject: "Confirm your e-mail address for {site}",
      heading: "One click left: confirm your address",
      paragraphs: [
        "Confirm your e-mail address so that we can tell you when someone writes to you or likes you.",
      ],
      button: "Confirm my address",
      push: "Confirm your e-mail address to hear about new messages",
    },
    add_photo: {
      subject: "Add a photo and get noticed on {site}",
      heading: "Show yourself!",
      paragraphs: ["Profiles with a photo get far more likes and messages. Add yours: it takes a minute."],
      button: "Add a photo",
      push: "Add a photo and get far more likes",
    },
    finish_profile: {
      subject: "Finish your profile on {site}",
      heading: "Your profile is almost ready",
      paragraphs: [
        "Members write more to profiles that say a little about themselves. Take a minute to finish yours.",
      ],
      button: "Finish my profile",
      push: "Finish your profile and get more messages",
    },
    spending_summary: {
      subject: "Your spending in {month}",
      heading: "Your spending in {month}",
      paragraphs: ["Here is what you spent on {site} in {month}."],
      button: "See my transactions",
      push: "Your spending in {month}: {total}",
    },
  },
};
