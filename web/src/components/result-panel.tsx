/**
 * The one-message screens (account activated, link expired, account deleted, …): an icon, a heading, a few
 * sentences and the next step, in a centred card.
 */
import type { ReactNode } from "react";
import { AlertCircleIcon, CheckCircleIcon, MailIcon } from "./member-icons.tsx";
import "./result-panel.scss";

const ICONS = { success: CheckCircleIcon, error: AlertCircleIcon, mail: MailIcon } as const;

type ResultPanelProps = {
  tone: keyof typeof ICONS;
  title: ReactNode;
  /** The heading level: 1 on a page of its own, 2 inside a page or dialog. */
  level?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
};

export function ResultPanel({ tone, title, level = 1, children, actions }: ResultPanelProps) {
  const Icon = ICONS[tone];
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={`result-panel result-panel--${tone}`}>
      <span className="result-panel__icon">
        <Icon size={32} />
      </span>
      <Heading className="result-panel__title">{title}</Heading>
      {children && <div className="result-panel__text">{children}</div>}
      {actions && <div className="result-panel__actions">{actions}</div>}
    </div>
  );
}
