/**
 * A claimed conversation: the conversation in the centre (older pages on demand) with the composer (text,
 * one of the profile's own photos, or a gift), the member's public profile, the profile written as and the
 * notes at the side; stacked on a phone. The claim's time left is shown and renewed while the operator
 * works (typing), or by hand; when it ends the answer waits for a new claim.
 */
import type {
  OperatorAnswerRequest,
  OperatorConversation,
  OperatorMember,
  OperatorNote,
} from "@amora/contract/admin-operator";
import type { Message } from "@amora/contract/chat";
import type { Gift } from "@amora/contract/gifts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { photoUrl } from "../../components/profile-photo.tsx";
import { newUuid } from "../../lib/uuid.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { operatorApi } from "./operator-api.ts";

const INBOX = "/admin/operator-inbox";
/** Typing renews the claim when less than this is left, at most once a minute. */
const RENEW_BELOW_MS = 4 * 60_000;
const RENEW_EVERY_MS = 60_000;

function useNow(stepMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

const newClientId = newUuid;

export function OperatorWorkspace({ conversation }: { conversation: number }) {
  const { t } = useTranslation("admin-operator");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = ["admin", "operator", "conversation", conversation] as const;
  const workspace = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => guard(() => operatorApi.conversation(conversation, undefined, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [older, setOlder] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [sent, setSent] = useState<Message[]>([]);
  const lastRenew = useRef(0);

  const data = workspace.data;
  const claimEnds = Date.parse(expiresAt ?? data?.claim.expires_at ?? "") || 0;

  const renew = useMutation({
    mutationFn: () => guard(() => operatorApi.claim(conversation)),
    onSuccess: ({ claim }) => setExpiresAt(claim.expires_at),
  });
  const release = useMutation({
    mutationFn: () => guard(() => operatorApi.release(conversation)),
    onSuccess: () => navigate(INBOX),
  });
  const loadOlder = useMutation({
    mutationFn: (before: number) => guard(() => operatorApi.conversation(conversation, before)),
    onSuccess: (page) => {
      setOlder((current) => [...page.messages, ...current]);
      setHasOlder(page.has_more);
      setExpiresAt(page.claim.expires_at);
    },
  });

  /** The operator is working: renew the claim when it runs low (typing counts). */
  const touch = useCallback(() => {
    const now = Date.now();
    if (claimEnds - now > RENEW_BELOW_MS || now - lastRenew.current < RENEW_EVERY_MS || claimEnds <= now)
      return;
    lastRenew.current = now;
    renew.mutate();
  }, [claimEnds, renew]);

  if (workspace.isError && !data) {
    return (
      <section aria-labelledby="operator-workspace-title">
        <h1 id="operator-workspace-title" className="h3">
          {t("inbox.title")}
        </h1>
        <ErrorAlert error={workspace.error} />
        <Link to={INBOX} className="btn btn-outline-primary">
          {t("workspace.back")}
        </Link>
      </section>
    );
  }
  if (!data) {
    return (
      <div className="admin-loading" role="status">
        <div className="spinner-border text-primary" aria-hidden="true" />
      </div>
    );
  }
  const messages = [...older, ...data.messages, ...sent];
  const answered = sent.length > 0;
  const addNote = (note: OperatorNote) =>
    queryClient.setQueryData<OperatorConversation>(key, (current) =>
      current ? { ...current, notes: [note, ...current.notes] } : current,
    );

  return (
    <section aria-labelledby="operator-workspace-title" className="operator-workspace">
      <div className="operator-workspace__bar">
        <Link to={INBOX} className="btn btn-link px-0">
          ← {t("workspace.back")}
        </Link>
        {!answered && (
          <ClaimTimer
            endsAt={claimEnds}
            renewing={renew.isPending}
            onRenew={() => renew.mutate()}
            onRelease={() => release.mutate()}
          />
        )}
      </div>
      {(renew.isError || release.isError) && <ErrorAlert error={renew.error ?? release.error} />}
      <div className="operator-workspace__grid">
        <div className="operator-workspace__member">
          <ProfilePanel title={t("workspace.memberTitle")} person={data.member} cdnPrefix={data.cdn_prefix} />
        </div>
        <div className="operator-workspace__chat card">
          <div className="card-body">
            <h1 id="operator-workspace-title" className="h5">
              {t("workspace.conversation", { name: data.member.name })}
            </h1>
            {(hasOlder ?? data.has_more) && (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm mb-2"
                disabled={loadOlder.isPending}
                onClick={() => {
                  const first = messages[0];
                  if (first) loadOlder.mutate(first.id);
                }}
              >
                {t("workspace.olderMessages")}
              </button>
            )}
            <MessageList messages={messages} data={data} />
            {answered ? (
              <div
                className="alert alert-success mt-3 d-flex flex-wrap gap-2 align-items-center"
                role="status"
              >
                <span className="me-auto">{t("composer.sent")}</span>
                <Link to={INBOX} className="btn btn-primary btn-sm">
                  {t("workspace.back")}
                </Link>
              </div>
            ) : (
              <Composer
                data={data}
                claimEnded={claimEnds <= Date.now()}
                onWork={touch}
                onSent={(message) => setSent((current) => [...current, message])}
              />
            )}
          </div>
        </div>
        <div className="operator-workspace__side">
          <ProfilePanel
            title={t("workspace.profileTitle")}
            person={data.profile}
            cdnPrefix={data.cdn_prefix}
            kind={data.profile.kind}
          />
          <NotesPanel
            conversation={conversation}
            notes={data.notes}
            disabled={answered}
            onWork={touch}
            onAdded={addNote}
          />
        </div>
      </div>
    </section>
  );
}

function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function ClaimTimer({
  endsAt,
  renewing,
  onRenew,
  onRelease,
}: {
  endsAt: number;
  renewing: boolean;
  onRenew: () => void;
  onRelease: () => void;
}) {
  const { t } = useTranslation("admin-operator");
  const now = useNow();
  const left = endsAt - now;
  return (
    <div className="operator-claim">
      {left > 0 ? (
        <span className={`operator-claim__time ${left < 60_000 ? "is-low" : ""}`} data-testid="claim-timer">
          {t("workspace.claimLeft", { time: formatLeft(left) })}
        </span>
      ) : (
        <span className="text-danger" role="alert">
          {t("workspace.claimEnded")}
        </span>
      )}
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={renewing} onClick={onRenew}>
        {left > 0 ? t("workspace.extend") : t("workspace.claimAgain")}
      </button>
      {left > 0 && (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRelease}>
          {t("workspace.release")}
        </button>
      )}
    </div>
  );
}

function ProfilePanel({
  title,
  person,
  cdnPrefix,
  kind,
}: {
  title: string;
  person: OperatorMember;
  cdnPrefix: string;
  kind?: "fictional" | "cam" | "resell";
}) {
  const { t } = useTranslation("admin-operator");
  return (
    <div className="card operator-person">
      <div className="card-body">
        <h2 className="h6 text-body-secondary mb-2">{title}</h2>
        <div className="d-flex gap-3 align-items-start">
          {person.main_image ? (
            <img
              className="operator-person__photo"
              src={photoUrl(cdnPrefix, person.main_image.thumb_filename)}
              alt={t("workspace.photoOf", { name: person.name })}
              width={72}
              height={90}
            />
          ) : (
            <div className="operator-person__photo operator-person__photo--none">
              {t("workspace.noPhoto")}
            </div>
          )}
          <div>
            <p className="fw-semibold mb-0">
              {person.name}{" "}
              {kind && (
                <span className="badge rounded-pill text-bg-light operator-kind">{t(`kinds.${kind}`)}</span>
              )}
            </p>
            <p className="small text-body-secondary mb-1">
              {t("workspace.ageCity", { age: person.age, city: person.city || person.country })}
            </p>
          </div>
        </div>
        <p className="small mt-2 mb-0 operator-person__about">{person.about || t("workspace.noAbout")}</p>
        {kind === "fictional" && (
          <p className="small text-body-secondary mt-2 mb-0">{t("workspace.disclosure")}</p>
        )}
      </div>
    </div>
  );
}

function MessageList({ messages, data }: { messages: Message[]; data: OperatorConversation }) {
  const { t } = useTranslation("admin-operator");
  const locale = useStaffFormatLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message when one arrives.
  useEffect(() => {
    // The list scrolls inside itself to its newest message; the page stays where it is.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);
  if (messages.length === 0) return <p className="text-body-secondary">{t("workspace.noMessages")}</p>;
  return (
    <ol
      ref={list}
      className="operator-messages list-unstyled mb-0"
      aria-label={t("workspace.conversation", { name: data.member.name })}
    >
      {messages.map((message) => {
        const mine = message.from === data.profile.id;
        const who = mine
          ? t("workspace.fromProfile", { name: data.profile.name })
          : t("workspace.fromMember", { name: data.member.name });
        return (
          <li key={message.id} className={`operator-message ${mine ? "is-mine" : ""}`}>
            <span className="visually-hidden">{who}: </span>
            <div className="operator-message__bubble">
              {message.kind === "photo" && message.photo ? (
                <img
                  src={photoUrl(data.cdn_prefix, message.photo.thumb_filename)}
                  alt={t("messageKinds.photo")}
                  width={120}
                  height={150}
                />
              ) : message.kind === "gift" && message.gift ? (
                <span>{t("messageKinds.gift", { gift: giftName(t, message.gift) })}</span>
              ) : null}
              {message.text && <span className="operator-message__text">{message.text}</span>}
            </div>
            <time className="operator-message__time" dateTime={message.sent_at}>
              {time.format(new Date(message.sent_at))}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

type Translate = ReturnType<typeof useTranslation<"admin-operator">>["t"];
function giftName(t: Translate, gift: string): string {
  return t(`gifts.${gift as Gift}`, { defaultValue: gift });
}

function Composer({
  data,
  claimEnded,
  onWork,
  onSent,
}: {
  data: OperatorConversation;
  claimEnded: boolean;
  onWork: () => void;
  onSent: (message: Message) => void;
}) {
  const { t } = useTranslation("admin-operator");
  const guard = useSessionGuard();
  const [text, setText] = useState("");
  const [picker, setPicker] = useState<"photo" | "gift" | null>(null);
  const clientId = useRef(newClientId());
  const send = useMutation({
    mutationFn: (content: Omit<OperatorAnswerRequest, "client_id">) =>
      guard(() => operatorApi.answer(data.conversation, { client_id: clientId.current, ...content })),
    onSuccess: ({ message }) => {
      clientId.current = newClientId();
      setText("");
      setPicker(null);
      onSent(message);
    },
    onError: () => setPicker(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "" || send.isPending) return;
    send.mutate({ text });
  };
  const blocked = claimEnded || send.isPending;
  return (
    <form className="operator-composer mt-3" onSubmit={submit}>
      {send.isError && <ErrorAlert error={send.error} />}
      <label htmlFor="operator-answer" className="form-label fw-semibold">
        {t("composer.label", { name: data.profile.name })}
      </label>
      <textarea
        id="operator-answer"
        className="form-control"
        rows={3}
        maxLength={data.message_length}
        placeholder={t("composer.placeholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onWork();
        }}
      />
      <div className="operator-composer__tools">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={blocked}
          onClick={() => setPicker("photo")}
        >
          {t("composer.photo")}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={blocked}
          onClick={() => setPicker("gift")}
        >
          {t("composer.gift")}
        </button>
        <span className="small text-body-secondary ms-auto" aria-live="polite">
          {t("composer.characters", { count: text.length, max: data.message_length })}
        </span>
        <button type="submit" className="btn btn-primary" disabled={blocked || text.trim() === ""}>
          {t("composer.send")}
        </button>
      </div>
      <Modal
        show={picker !== null}
        onHide={() => setPicker(null)}
        centered
        fullscreen="sm-down"
        aria-labelledby="operator-picker-title"
      >
        <Modal.Header>
          <Modal.Title id="operator-picker-title" as="h2" className="h5">
            {picker === "photo"
              ? t("composer.photoTitle", { name: data.profile.name })
              : t("composer.giftTitle")}
          </Modal.Title>
          <button
            type="button"
            className="btn-close"
            aria-label={t("composer.close")}
            onClick={() => setPicker(null)}
          />
        </Modal.Header>
        <Modal.Body>
          {picker === "photo" &&
            (data.profile.photos.length === 0 ? (
              <p className="mb-0">{t("composer.noPhotos")}</p>
            ) : (
              <ul className="operator-picker list-unstyled mb-0">
                {data.profile.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <button
                      type="button"
                      className="operator-picker__photo"
                      disabled={send.isPending}
                      onClick={() => send.mutate({ photo: photo.id })}
                    >
                      <img
                        src={photoUrl(data.cdn_prefix, photo.thumb_filename)}
                        alt={t("composer.sendPhoto", { number: index + 1 })}
                        width={96}
                        height={120}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          {picker === "gift" && (
            <ul className="operator-picker list-unstyled mb-0">
              {data.gifts.map((gift) => (
                <li key={gift}>
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    disabled={send.isPending}
                    onClick={() => send.mutate({ gift })}
                  >
                    {giftName(t, gift)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Modal.Body>
      </Modal>
    </form>
  );
}

function NotesPanel({
  conversation,
  notes,
  disabled,
  onWork,
  onAdded,
}: {
  conversation: number;
  notes: OperatorNote[];
  disabled: boolean;
  onWork: () => void;
  onAdded: (note: OperatorNote) => void;
}) {
  const { t } = useTranslation("admin-operator");
  const locale = useStaffFormatLocale();
  const guard = useSessionGuard();
  const [body, setBody] = useState("");
  const add = useMutation({
    mutationFn: (text: string) => guard(() => operatorApi.note(conversation, text)),
    onSuccess: ({ note }) => {
      setBody("");
      onAdded(note);
    },
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="card operator-notes">
      <div className="card-body">
        <h2 className="h6 mb-1">{t("notes.title")}</h2>
        <p className="small text-body-secondary">{t("notes.intro")}</p>
        {notes.length === 0 ? (
          <p className="small">{t("notes.empty")}</p>
        ) : (
          <ul className="list-unstyled operator-notes__list" aria-label={t("notes.title")}>
            {notes.map((note) => (
              <li key={note.id}>
                <p className="mb-0 operator-notes__body">{note.body}</p>
                <p className="small text-body-secondary mb-0">
                  {t("notes.by", {
                    name: note.mine ? t("notes.you") : note.by,
                    date: date.format(new Date(note.at)),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {!disabled && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (body.trim() !== "") add.mutate(body);
            }}
          >
            {add.isError && <ErrorAlert error={add.error} />}
            <label htmlFor="operator-note" className="form-label small fw-semibold">
              {t("notes.label")}
            </label>
            <textarea
              id="operator-note"
              className="form-control form-control-sm mb-2"
              rows={2}
              maxLength={2000}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                onWork();
              }}
            />
            <button
              type="submit"
              className="btn btn-outline-primary btn-sm"
              disabled={add.isPending || body.trim() === ""}
            >
              {t("notes.add")}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
