/**
 * The frame of the account pages (log in, password reset, signup, the e-mail link results): one card in the
 * middle of the page, a heading and a lead, then the form. Full width on phones, a narrow column from 576 px.
 */
import type { ReactNode } from "react";
import "./page-card.scss";

type PageCardProps = {
  title?: ReactNode;
  lead?: ReactNode;
  /** A wider card for forms with several columns (the signup steps). */
  wide?: boolean;
  children: ReactNode;
  /** Under the card: links to the neighbouring pages ("New here? Sign up"). */
  footer?: ReactNode;
};

export function PageCard({ title, lead, wide = false, children, footer }: PageCardProps) {
  return (
    <div className="page-card-frame">
      <div className={`page-card ${wide ? "page-card--wide" : ""}`}>
        {title && <h1 className="page-card__title">{title}</h1>}
        {lead && <p className="page-card__lead">{lead}</p>}
        {children}
      </div>
      {footer && <div className="page-card__footer">{footer}</div>}
    </div>
  );
}
