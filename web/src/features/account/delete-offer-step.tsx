/**
 * The company's delete_discount offered once before the deletion is confirmed (issue 17), in the settings'
 * dialog and on the mailed link's page alike: take it and stay (the member's own code for the next credit
 * purchase), or go on deleting. Once taken, it shows the code.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useFormatLocale } from "../site/index.ts";
import type { TakenOffer } from "./privacy-api.ts";
import "./account.scss";

type OfferStepProps = {
  percentage: number;
  /** h1 on a page of its own, h2 in the settings' dialog. */
  level?: 1 | 2;
  isPending: boolean;
  onAnswer: (accept: boolean) => void;
  /** The heading's id, for the dialog's aria-labelledby. */
  titleId: string;
};

export function DeleteOfferStep({ percentage, level = 2, isPending, onAnswer, titleId }: OfferStepProps) {
  const { t } = useTranslation("privacy");
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="delete-offer text-center">
      <span className="delete-offer__badge" aria-hidden="true">
        −{percentage}%
      </span>
      <Heading id={titleId} className="h4 mt-3">
        {t("offer.title", { percentage })}
      </Heading>
      <p className="text-body-secondary">{t("offer.text", { percentage })}</p>
      <div className="d-grid gap-2">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={isPending}
          onClick={() => onAnswer(true)}
        >
          {t("offer.accept", { percentage })}
        </button>
        <button
          type="button"
          className="btn btn-light btn-lg"
          disabled={isPending}
          onClick={() => onAnswer(false)}
        >
          {t("offer.decline")}
        </button>
      </div>
    </div>
  );
}

export function TakenOfferPanel({
  offer,
  titleId,
  level = 2,
}: {
  offer: TakenOffer;
  titleId: string;
  level?: 1 | 2;
}) {
  const { t } = useTranslation("privacy");
  const Heading = level === 1 ? "h1" : "h2";
  const locale = useFormatLocale();
  return (
    <div className="delete-offer text-center" role="status">
      <Heading id={titleId} className="h4">
        {t("offer.takenTitle")}
      </Heading>
      <p>{t("offer.taken", { percentage: offer.percentage })}</p>
      <p className="delete-offer__code">{offer.code}</p>
      <p className="text-body-secondary small">
        {t("offer.takenUntil", { date: formatDate(offer.expires_at, { dateStyle: "long" }, locale) })}
      </p>
      <Link to={paths.credits} className="btn btn-primary btn-lg w-100">
        {t("offer.toCredits")}
      </Link>
    </div>
  );
}
