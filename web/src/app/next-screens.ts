/**
 * Spec §9's idle prefetch: the screens a visitor or a member most likely opens next, by their source files.
 * The build (web/scripts/next-screens-plugin.ts) lists their code files at NEXT_SCREENS_PATH
 * (contract/service-worker-paths.ts), which the page
 * reads when it is idle (app/idle-prefetch.ts). Each must be a lazily loaded module (a chunk of its own).
 */
export const NEXT_SCREENS = {
  /** Where a visitor goes: the member search and a profile, logging in, signing up. */
  visitor: [
    "src/routes/members.tsx",
    "src/routes/member.tsx",
    "src/routes/login.tsx",
    "src/routes/signup.tsx",
  ],
  /** Where a member goes from anywhere: search, profiles, chats (with their layout) and likes. */
  member: [
    "src/routes/members.tsx",
    "src/routes/member.tsx",
    "src/app/layouts/chat-layout.tsx",
    "src/routes/chats.tsx",
    "src/routes/likes.tsx",
  ],
} as const;

export type NextScreensFor = keyof typeof NEXT_SCREENS;

/**
 * The build's list: each screen list's files (scripts and stylesheets) as URL paths, and `start`, the app's
 * start's own, for a page that starts the app at the visitor's first intent (decision 045).
 */
export type NextScreenFiles = Record<NextScreensFor | "start", string[]>;
