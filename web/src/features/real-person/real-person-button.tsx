/**
 * "Is this a real person?" (issue 17): a button on a profile and in a conversation's head that asks the
 * server and shows its honest answer in a dialog. A member's own profile says so (and whether its e-mail
 * address is confirmed) with a word of advice; a fictional, cam or resell profile says what it is, with the
 * site's `fictional_warning` in full.
 */
import type { RealPersonResponse } from "@amora/contract/real-person";
import { useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { Icon, type IconProps } from "../../components/icons.tsx";
import { LinkedText } from "../../components/linked-text.tsx";
import { AlertCircleIcon, CheckCircleIcon } from "../../components/member-icons.tsx";
import { useErrorText } from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useAskRealPerson } from "./api.ts";
import "./real-person.scss";

/** A shield with a question mark: asking whether someone is who they seem. */
function ShieldQuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6z" />
      <path d="M9.9 9.4a2.2 2.2 0 0 1 4.2.9c0 1.5-2.1 1.9-2.1 3.1M12 16.2h.01" />
    </Icon>
  );
}

/**
 * `compact` is the conversation head's icon button (its name spoken and shown as a tooltip); otherwise a
 * small labelled button under the profile's name.
 */
export function RealPersonButton({
  profileId,
  name,
  compact = false,
}: {
  profileId: number;
  name: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("real-person");
  const [show, setShow] = useState(false);
  const ask = useAskRealPerson(profileId);
  const open = () => {
    setShow(true);
    ask.mutate();
  };
  const label = t("askNamed", { name });
  return (
    <>
      {compact ? (
        <button
          type="button"
          className="real-person-button real-person-button--icon"
          aria-haspopup="dialog"
          aria-label={label}
          title={label}
          onClick={open}
        >
          <ShieldQuestionIcon size={22} />
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-light rounded-pill real-person-button"
          aria-haspopup="dialog"
          onClick={open}
        >
          <ShieldQuestionIcon size={16} />
          {t("ask")}
        </button>
      )}
      <Modal
        show={show}
        onHide={() => setShow(false)}
        onExited={() => ask.reset()}
        centered
        aria-labelledby={`real-person-title-${profileId}`}
        contentClassName="real-person"
      >
        <Modal.Header closeButton closeLabel={t("close")}>
          <Modal.Title as="h2" id={`real-person-title-${profileId}`} className="h5 mb-0">
            {t("title", { name })}
          </Modal.Title>
        </Modal.Header>
        {/* The answer replaces "checking…" and is read out when it arrives. */}
        <Modal.Body aria-live="polite">
          {ask.isPending && (
            <p className="real-person__checking">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t("checking")}
            </p>
          )}
          {ask.isError && <Failure error={ask.error} onRetry={() => ask.mutate()} />}
          {ask.data && <Answer answer={ask.data} onLeave={() => setShow(false)} />}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-primary rounded-pill px-4" onClick={() => setShow(false)}>
            {t("close")}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

function Failure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation("real-person");
  const errorText = useErrorText();
  return (
    <div className="real-person__failure" role="alert">
      <p className="mb-2">{errorText(error)}</p>
      <button type="button" className="btn btn-sm btn-outline-primary rounded-pill px-3" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}

function Answer({ answer, onLeave }: { answer: RealPersonResponse; onLeave: () => void }) {
  const { t } = useTranslation("real-person");
  const settings = useLoadedSettings();
  const leadId = useId();
  if (answer.kind === "member") {
    return (
      <section className="real-person__answer" aria-labelledby={leadId}>
        <p className="real-person__verdict real-person__verdict--member" id={leadId}>
          <CheckCircleIcon size={28} className="real-person__verdict-icon" />
          <span>{t("member.lead", { name: answer.name })}</span>
        </p>
        <p>{answer.email_confirmed ? t("member.confirmed") : t("member.unconfirmed")}</p>
        <p className="real-person__advice mb-0">
          <LinkedText
            text={t("member.advice")}
            links={{
              complaints: (text) => (
                <Link to={paths.complaints} onClick={onLeave}>
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </section>
    );
  }
  const lead =
    answer.kind === "fictional"
      ? t("fictional.lead", { name: answer.name, plural: settings.fictional_plural })
      : t(`${answer.kind}.lead`, { name: answer.name });
  return (
    <section className="real-person__answer" aria-labelledby={leadId}>
      <p className="real-person__verdict real-person__verdict--flagged" id={leadId}>
        <AlertCircleIcon size={28} className="real-person__verdict-icon" />
        <span>{lead}</span>
      </p>
      {answer.warning && (
        <p className="real-person__warning mb-0" data-testid="real-person-warning">
          {answer.warning}
        </p>
      )}
    </section>
  );
}
