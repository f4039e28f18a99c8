/**
 * A conversation's messages: day separators, mine on the right, older pages on scrolling near the top or with
 * the button. It follows new messages while the reader is at the bottom, and keeps the same messages in view
 * when older ones are put on top.
 */
import { Fragment, type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFormatLocale } from "../site/index.ts";
import { dayKey, dayLabel } from "./format.ts";
import { type BubbleMessage, MessageBubble } from "./message-bubble.tsx";

/** How close to the top (px) the reader must scroll for the older messages to load. */
const TOP_THRESHOLD = 80;

export function MessageList({
  bubbles,
  isLoading,
  hasOlder,
  loadingOlder,
  loadOlder,
  emptyText,
  label,
  cdnPrefix,
}: {
  bubbles: (BubbleMessage & { retry?: () => void })[];
  isLoading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  emptyText: string;
  label: string;
  cdnPrefix: string;
}) {
  const { t } = useTranslation("chat");
  const locale = useFormatLocale();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader was before the list changed: at the bottom (follow new messages), or how far from the
  // bottom (older messages were put on top: keep the same messages in view).
  const anchor = useRef<{ atBottom: boolean; fromBottom: number }>({ atBottom: true, fromBottom: 0 });
  const firstKey = bubbles[0]?.key;
  const lastKey = bubbles.at(-1)?.key;
  // The member's own new message is always brought into view.
  const ownNewest = bubbles.at(-1)?.state === "sending";

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const { fromBottom } = anchor.current;
    const atBottom = anchor.current.atBottom || ownNewest;
    element.scrollTop = atBottom
      ? element.scrollHeight
      : element.scrollHeight - element.clientHeight - fromBottom;
  }, [firstKey, lastKey]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    anchor.current = { atBottom: fromBottom < 40, fromBottom };
    if (element.scrollTop < TOP_THRESHOLD && hasOlder && !loadingOlder) loadOlder();
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <p className="chat-pane__state" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t("conversation.loading")}
      </p>
    );
  } else if (bubbles.length === 0) {
    body = <p className="chat-pane__state chat-pane__start">{emptyText}</p>;
  } else {
    let lastDay = "";
    body = (
      <>
        {hasOlder && (
          <div className="chat-older">
            <button
              type="button"
              className="btn btn-sm btn-light rounded-pill"
              onClick={loadOlder}
              disabled={loadingOlder}
            >
              {loadingOlder ? t("conversation.loadingOlder") : t("conversation.older")}
            </button>
          </div>
        )}
        <ol className="chat-messages list-unstyled" aria-label={label}>
          {bubbles.map((bubble) => {
            const day = dayKey(bubble.sentAt);
            const separator = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={bubble.key}>
                {separator && (
                  <li className="chat-day">
                    <span>
                      {dayLabel(bubble.sentAt, locale, {
                        today: t("conversation.today"),
                        yesterday: t("conversation.yesterday"),
                      })}
                    </span>
                  </li>
                )}
                <MessageBubble message={bubble} cdnPrefix={cdnPrefix} onRetry={bubble.retry} />
              </Fragment>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div className="chat-pane__body" ref={scroller} onScroll={onScroll} aria-busy={isLoading || undefined}>
      {body}
    </div>
  );
}
