/** The mail texts in English. */
import type { MailTexts } from "./mail-texts.ts";

export const en: MailTexts = {
  greeting: "Hello {name},",
  linkHint: "Button not working? Copy this link into your browser:",
  signOff: "The {site} team",
  supportLead: "Questions? Write to us at",
  kinds: {
    activation: {
      subject: "Confirm your e-mail address for {site}",
      heading: "Welcome to {site}!",
      paragraphs: ["Thanks for signing up. Please confirm your e-mail address to activate your account."],
      button: "Confirm my e-mail address",
      notes: [
        "Didn't sign up on {site}? Then ignore this e-mail: no account is activated without this confirmation.",
      ],
      reason: "You are receiving this e-mail because this address was used to sign up on {site}.",
    },
    password_reset: {
      subject: "Reset your {site} password",
      heading: "Choose a new password",
      paragraphs: [
        "We received a request to reset the password of your {site} account. Choose a new password with the button below.",
      ],
      button: "Choose a new password",
      notes: [
        "This link is valid for 1 hour and works only once.",
        "Didn't ask for this? Then ignore this e-mail: your password stays as it is.",
      ],
      reason:
        "You are receiving this e-mail because a new password was requested for the {site} account with this address.",
    },
    mail_change: {
      subject: "Confirm your new e-mail address for {site}",
      heading: "Confirm your new e-mail address",
      paragraphs: [
        "You asked to use this address for your {site} account. Confirm it with the button below; until then, we keep using your current address.",
      ],
      button: "Confirm this address",
      notes: ["Didn't ask for this? Then ignore this e-mail: nothing changes."],
      reason:
        "You are receiving this e-mail because this address was entered as the new address of a {site} account.",
    },
    account_deleted: {
      subject: "Your {site} account has been deleted",
      heading: "Your account has been deleted",
      paragraphs: [
        "As you asked, your {site} account has been deleted: your profile is no longer visible to anyone.",
        "Changed your mind? You can reactivate your account within {days} days with the button below. After that, your account and all its data are gone for good.",
      ],
      button: "Reactivate my account",
      notes: ["Didn't delete your account yourself? Reactivate it and change your password, or write to us."],
      reason: "You are receiving this e-mail because the {site} account with this address was deleted.",
    },
    reactivated: {
      subject: "Welcome back to {site}",
      heading: "Welcome back!",
      paragraphs: [
        "Your {site} account is active again. Your profile is visible and you can log in just as before.",
      ],
      button: "Go to {site}",
      notes: [],
      reason: "You are receiving this e-mail because the {site} account with this address was reactivated.",
    },
    notifications_reenable: {
      subject: "Turn your {site} e-mails back on",
      heading: "Turn your e-mails back on",
      paragraphs: [
        "We stopped sending you notification e-mails from {site}. Confirm that this address works and that you want them again, and we'll start right away.",
      ],
      button: "Turn my e-mails back on",
      notes: [
        "This link is valid for 24 hours and works only once.",
        "Didn't ask for this? Then ignore this e-mail: we keep your notification e-mails off.",
      ],
      reason:
        "You are receiving this e-mail because the {site} account with this address asked to receive its notification e-mails again.",
    },
    complaint_receipt: {
      subject: "We received your complaint {reference}",
      heading: "We received your complaint",
      paragraphs: [
        "Thank you for writing to {site}. Your complaint has been registered under the reference {reference}.",
        "A member of our team reads every complaint and answers you by e-mail within 14 days. Please quote {reference} if you write to us about it.",
      ],
      button: "Go to {site}",
      notes: ["Didn't send a complaint to {site}? Then ignore this e-mail or let us know."],
      reason: "You are receiving this e-mail because a complaint was sent to {site} with this address.",
    },
    new_sign_in: {
      subject: "New sign-in to your {site} account",
      heading: "New sign-in to your account",
      paragraphs: [
        "Your {site} account was just signed in to from a device or place we had not seen recently:",
        "{device} · {place} · {time}",
        "Was this you? Then there is nothing to do. If not, sign that session out in your settings and change your password right away.",
      ],
      button: "Check my sessions",
      notes: ["We send this e-mail for every sign-in from a new device or place, to keep your account safe."],
      reason: "You are receiving this e-mail because the {site} account with this address was signed in to.",
    },
    two_step_on: {
      subject: "Two-step sign-in is on for your {site} account",
      heading: "Two-step sign-in is on",
      paragraphs: [
        "From now on, signing in to your {site} account takes your password and a code from your authenticator app (or one of your recovery codes).",
        "Was this you? Then there is nothing to do. If not, someone has your password: change it right away in your settings, and write to us.",
      ],
      button: "Check my settings",
      notes: [
        "We send this e-mail whenever two-step sign-in is turned on or off, to keep your account safe.",
      ],
      reason:
        "You are receiving this e-mail because the security settings of the {site} account with this address changed.",
    },
    two_step_off: {
      subject: "Two-step sign-in is off for your {site} account",
      heading: "Two-step sign-in is off",
      paragraphs: [
        "Your {site} account no longer asks for a code from your authenticator app: your password alone signs in.",
        "Was this you? Then there is nothing to do. If not, change your password right away in your settings, turn two-step sign-in back on, and write to us.",
      ],
      button: "Check my settings",
      notes: [
        "We send this e-mail whenever two-step sign-in is turned on or off, to keep your account safe.",
      ],
      reason:
        "You are receiving this e-mail because the security settings of the {site} account with this address changed.",
    },
    two_step_locked: {
      subject: "Wrong sign-in codes for your {site} account",
      heading: "Someone may know your password",
      paragraphs: [
        "Your {site} account was signed in to with the right password, then many wrong codes were typed at the second step. To protect you, the account takes no more codes for an hour.",
        "Was this you? Then wait an hour and use the current code from your authenticator app, or a recovery code. If not, someone knows your password: change it now in your settings.",
      ],
      button: "Change my password",
      notes: ["Your account is safe as long as nobody has your authenticator app or your recovery codes."],
      reason:
        "You are receiving this e-mail because someone tried to sign in to the {site} account with this address.",
    },
    data_export_confirm: {
      subject: "Confirm your request for your {site} data",
      heading: "Get a copy of your data",
      paragraphs: [
        "We received a request for a copy of everything {site} holds about the account with this address. Confirm it with the button below and we'll start preparing your archive; we'll e-mail you as soon as it is ready.",
      ],
      button: "Prepare my data",
      notes: [
        "This link is valid for 24 hours and works only once.",
        "Didn't ask for this? Then ignore this e-mail: nothing is prepared without this confirmation.",
      ],
      reason:
        "You are receiving this e-mail because a copy of the data of the {site} account with this address was requested.",
    },
    data_export_ready: {
      subject: "Your {site} data is ready to download",
      heading: "Your data is ready",
      paragraphs: [
        "The archive of everything {site} holds about you is ready: your account, profile, photos, messages, likes, payments and more, as a readable page (index.html) and as data (data.json).",
      ],
      button: "Download my data",
      notes: [
        "This link is valid for 7 days and works only for you: don't forward this e-mail.",
        "Didn't ask for this? Write to us, and change your password.",
      ],
      reason:
        "You are receiving this e-mail because a copy of the data of the {site} account with this address was requested.",
    },
    deletion_confirm: {
      subject: "Confirm the deletion of your {site} account",
      heading: "Delete your account",
      paragraphs: [
        "We received a request to delete the {site} account with this address. Confirm it with the button below.",
        "After deleting, you can still reactivate your account within {days} days; after that, your account and all its data are gone for good.",
      ],
      button: "Delete my account",
      notes: [
        "This link is valid for 24 hours and works only once.",
        "Didn't ask for this? Then ignore this e-mail: your account stays as it is.",
      ],
      reason:
        "You are receiving this e-mail because the deletion of the {site} account with this address was requested.",
    },
  },
};
