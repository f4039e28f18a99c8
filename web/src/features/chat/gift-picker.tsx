/** The gift sheet: the eight gifts with their pictures, names and cost; picking one sends it at once. */
import { GIFTS, type Gift } from "@amora/contract/gifts";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/member-icons.tsx";
import { GiftPicture } from "./gifts/gift-picture.tsx";

export function GiftPicker({
  show,
  name,
  cost,
  onPick,
  onHide,
}: {
  show: boolean;
  /** The other member's name. */
  name: string;
  /** gift_credits of the site. */
  cost: number;
  onPick: (gift: Gift) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation("chat");
  const costText = cost > 0 ? t("composer.cost", { count: cost }) : t("composer.free");
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      fullscreen="sm-down"
      dialogClassName="gift-sheet"
      aria-labelledby="gift-sheet-title"
    >
      <Modal.Header className="border-0 pb-0">
        <Modal.Title id="gift-sheet-title" as="h2" className="h5">
          {t("gifts.title", { name })}
        </Modal.Title>
        <button
          type="button"
          className="btn btn-link text-body-secondary p-1 ms-auto"
          onClick={onHide}
          aria-label={t("alerts.close")}
        >
          <CloseIcon size={22} />
        </button>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{t("gifts.lead", { name })}</p>
        <ul className="gift-grid list-unstyled mb-0" aria-label={t("gifts.pick")}>
          {GIFTS.map((gift) => (
            <li key={gift}>
              {/* Named by its visible text (gift and price), so what a member sees is what they can say. */}
              <button type="button" className="gift-grid__item" onClick={() => onPick(gift)}>
                <GiftPicture gift={gift} size={56} />
                <span className="gift-grid__name">{t(`gifts.names.${gift}`)}</span>{" "}
                <span className="gift-grid__cost">{costText}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
