/**
 * The likes feature's public surface: the likes, swipe and match-finder calls, the like button and the
 * like modal. Other features and the routes import this file only (decision 026).
 */
export {
  browserTimeZone,
  likesQuery,
  likesQueryKeys,
  matchFinderQuery,
  swipeQuery,
  useLike,
  usePass,
  usePruneOnLeave,
  useUndoSwipe,
} from "./api.ts";
export { LikeButton, LikeHint } from "./like-button.tsx";
export { LikeModal } from "./like-modal-host.tsx";
