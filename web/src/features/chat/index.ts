/**
 * The chat feature's public surface: the chat list's query and cache helpers the live connection and the
 * session use. Other features and the routes import this file only (decision 026).
 */
export { type ConversationData, chatQueryKeys, chatsQuery, setUnreadInList } from "./api.ts";
