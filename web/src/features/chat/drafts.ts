/**
 * Unsent chat text, per conversation (or per member before the conversation exists), in sessionStorage:
 * a member who runs out of credits and goes to buy some, through the payment provider's pages and back,
 * finds the message they were writing where they left it. Storage that throws (private modes) keeps nothing.
 */
const PREFIX = "chat-draft:";

export type DraftKey = `c${number}` | `p${number}`;

export function draftKey(target: { conversation: number } | { profile: number }): DraftKey {
  return "conversation" in target ? `c${target.conversation}` : `p${target.profile}`;
}

export function readDraft(key: DraftKey): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the text, or forgets it when empty (sent or cleared). */
export function saveDraft(key: DraftKey, text: string): void {
  try {
    if (text === "") sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, text);
  } catch {
    // Nothing to keep it in: the composer still holds it while the page is open.
  }
}
