/**
 * The session's public surface: the signed-in member, the members-only gate, leaving, and the session's
 * effects. Other features and the routes import this file only (decision 026).
 */
export { saveLanguage } from "./api.ts";
export { useLeave } from "./leave.ts";
export { loginPath, MemberOnly, setSessionEnding } from "./member-only.tsx";
export {
  clearSession,
  logOutWhenSessionEnds,
  type SessionUser,
  sessionUserQuery,
  setSessionUser,
  useSessionUser,
} from "./session.ts";
export { SessionEffects } from "./session-effects.tsx";
