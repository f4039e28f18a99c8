/**
 * Messages (/chats, /chats/:id, /members/:id/chat): the conversation list beside the open conversation on
 * wide screens (list 300–400 px, conversation up to 800 px), one pane at a time on phones (spec §9). The
 * list: photo, name (fictional profiles marked), the last message, its time and the unread count, newest
 * first, with "load more". Deleting leaves the list at once; a failure shows why and reloads the list
 * (spec §4).
 */
import type { ChatEntry } from "@amora/contract/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { LoadMore } from "../../components/load-more.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { CloseIcon, MessagesIcon, SearchIcon, TrashIcon } from "../../components/member-icons.tsx";
import { Redirect, useSearchParam } from "../../lib/navigation.tsx";
import { useOfflineDataTime } from "../../lib/service-worker.ts";
import { useErrorText } from "../account/index.ts";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { chatEntries, chatsQuery, useDeleteChat } from "./api.ts";
import { Avatar } from "./avatar.tsx";
import { ConversationPane } from "./conversation-pane.tsx";
import { formatListTime } from "./format.ts";
import "./chat.scss";
import { useFormatLocale } from "../site/index.ts";

/** What the right-hand pane shows: nothing picked, a conversation, or a member's (maybe new) conversation. */
export type ChatSelection = { conversation: number } | { profile: number } | null;

/** Shown as "99+" above this (spec §9). */
const UNREAD_CAP = 99;

export function ChatsPage({ selection }: { selection: ChatSelection }) {
  return <MemberOnly>{(user) => <Chats user={user} selection={selection} />}</MemberOnly>;
}

function Chats({ user, selection }: { user: SessionUser; selection: ChatSelection }) {
  const text = useSearchParam("text") ?? "";
  return (
    <div className={`chats${selection ? " chats--open" : ""}`}>
      <ChatList selected={selection && "conversation" in selection ? selection.conversation : undefined} />
      <section className="chats__pane">
        {selection === null ? (
          <PickConversation />
        ) : "conversation" in selection ? (
          <ConversationPane
            key={`c${selection.conversation}`}
            target={selection}
            user={user}
            initialText={text}
          />
        ) : (
          <MemberConversation
            key={`p${selection.profile}`}
            profileId={selection.profile}
            user={user}
            text={text}
          />
        )}
      </section>
    </div>
  );
}

/**
 * /members/:id/chat: the conversation with that member when the list has one (the URL becomes its own), or
 * an empty one whose first message creates it.
 */
function MemberConversation({
  profileId,
  user,
  text,
}: {
  profileId: number;
  user: SessionUser;
  text: string;
}) {
  const { t } = useTranslation("chat");
  const { search } = useLocation();
  const chats = useInfiniteQuery(chatsQuery);
  if (chats.isPending) {
    return (
      <p className="chat-pane__state" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t("conversation.loading")}
      </p>
    );
  }
  const existing = chatEntries(chats.data).find((entry) => entry.profile === profileId);
  if (existing) return <Redirect to={`${paths.chat(existing.conversation)}${search}`} />;
  return <ConversationPane target={{ profile: profileId }} user={user} initialText={text} />;
}

function PickConversation() {
  const { t } = useTranslation("chat");
  return (
    <div className="chats__pick">
      <span className="chats__pick-icon">
        <MessagesIcon size={36} />
      </span>
      <h2 className="h5">{t("list.pickTitle")}</h2>
      <p className="text-body-secondary mb-0">{t("list.pickText")}</p>
    </div>
  );
}

function ChatList({ selected }: { selected: number | undefined }) {
  const { t } = useTranslation("chat");
  const chats = useInfiniteQuery(chatsQuery);
  const remove = useDeleteChat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ entry: ChatEntry; name: string } | null>(null);
  const entries = chatEntries(chats.data);
  // The installed app opened offline on its kept inbox: read-only, nothing to change until the network is back.
  const isKeptCopy = useOfflineDataTime() !== null;

  const deleteChat = (entry: ChatEntry) => {
    setConfirming(null);
    setDeleteError(null);
    if (entry.conversation === selected) void navigate(paths.chats, { replace: true });
    remove.mutate(entry.conversation, {
      onError: (error) => setDeleteError(t("list.deleteFailed", { error: errorText(error) })),
    });
  };

  let body: ReactNode;
  if (chats.isError && !chats.data) {
    body = <LoadFailed text={t("list.error")} onRetry={() => void chats.refetch()} />;
  } else if (chats.isPending) {
    body = (
      <p className="chats__state" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t("list.loading")}
      </p>
    );
  } else if (entries.length === 0) {
    body = (
      <div className="chats__empty">
        <span className="chats__pick-icon">
          <MessagesIcon size={32} />
        </span>
        <h2 className="h5">{t("list.emptyTitle")}</h2>
        <p className="text-body-secondary">{t("list.emptyText")}</p>
        <Link to={paths.members} className="btn btn-primary rounded-pill px-4">
          <SearchIcon size={18} className="me-2" />
          {t("list.search")}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="chat-rows list-unstyled mb-0" aria-label={t("list.label")}>
          {entries.map((entry) => (
            <ChatRow
              key={entry.conversation}
              entry={entry}
              active={entry.conversation === selected}
              onDelete={isKeptCopy ? null : (name) => setConfirming({ entry, name })}
            />
          ))}
        </ul>
        <LoadMore
          list={chats}
          label={t("list.loadMore")}
          loadingLabel={t("list.loadingMore")}
          className="chats__more"
          buttonClassName="btn btn-outline-primary btn-sm rounded-pill px-4"
        />
      </>
    );
  }

  return (
    <section className="chats__list" aria-labelledby="chats-title">
      <header className="chats__head">
        <h1 id="chats-title" className="h4 mb-0">
          {t("list.title")}
        </h1>
      </header>
      {deleteError && (
        <div className="chat-alert chat-alert--error mx-2 mt-2" role="alert">
          <span className="chat-alert__body">{deleteError}</span>
          <button
            type="button"
            className="btn btn-link text-body-secondary p-1"
            onClick={() => setDeleteError(null)}
            aria-label={t("list.dismiss")}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
      <div className="chats__scroll">{body}</div>
      <ConfirmDialog
        show={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && deleteChat(confirming.entry)}
        cancelLabel={t("list.cancel")}
        confirmLabel={t("list.confirmDelete")}
        cancelClassName="btn btn-light rounded-pill"
        confirmClassName="btn btn-danger rounded-pill"
        footerClassName="border-0 pt-0"
        size="sm"
      >
        <h2 className="h5">{t("list.deleteTitle")}</h2>
        <p className="text-body-secondary mb-0">{t("list.deleteText", { name: confirming?.name ?? "" })}</p>
      </ConfirmDialog>
    </section>
  );
}

function ChatRow({
  entry,
  active,
  onDelete,
}: {
  entry: ChatEntry;
  active: boolean;
  /** Null while the list on screen is the kept offline copy. */
  onDelete: ((name: string) => void) | null;
}) {
  const { t } = useTranslation("chat");
  const locale = useFormatLocale();
  const settings = useLoadedSettings();
  // The list brings the member with it (name, photo, flag): no profile call per row, no "Member" meanwhile.
  const { member } = entry;
  const name = member.name;
  const last = entry.last_message;
  const unread = entry.num_unread_messages;

  let preview = t("list.noMessages");
  if (last) {
    const content =
      last.kind === "gift" ? t("list.gift") : last.kind === "photo" ? t("list.photo") : last.text;
    preview = last.mine ? t("list.mine", { text: content }) : content;
  }

  return (
    <li
      className={`chat-row${active ? " is-active" : ""}${unread > 0 ? " has-unread" : ""}`}
      data-testid="chat-row"
    >
      <Link
        to={paths.chat(entry.conversation)}
        className="chat-row__link"
        aria-current={active ? "page" : undefined}
      >
        <Avatar image={member.main_image} cdnPrefix={settings.cdn_prefix} size={52} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name">
              {name}
              <span className="chat-row__age">, {member.age}</span>
              {member.fictional && (
                <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
              )}
            </span>
            {last && (
              <time className="chat-row__time" dateTime={last.sent_at}>
                {formatListTime(last.sent_at, locale)}
              </time>
            )}
          </span>
          <span className="chat-row__bottom">
            <span className="chat-row__preview">{preview}</span>
            {unread > 0 && (
              <span className="chat-row__badge" data-testid="unread-badge">
                <span aria-hidden="true">{unread > UNREAD_CAP ? `${UNREAD_CAP}+` : unread}</span>
                <span className="visually-hidden">{t("list.unread", { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      {onDelete && (
        <button
          type="button"
          className="chat-row__delete"
          onClick={() => onDelete(name)}
          aria-label={t("list.deleteLabel", { name })}
          title={t("list.delete")}
        >
          <TrashIcon size={18} />
        </button>
      )}
    </li>
  );
}
