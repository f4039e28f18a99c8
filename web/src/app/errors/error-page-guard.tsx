/**
 * The last line of defence: when showing the error page itself fails, this says so with a plain link home.
 * It depends on nothing that could have broken (no router, no i18next, no settings), only on the bundled
 * error catalogues and <html lang>.
 */
import { Component, type ReactNode } from "react";
import { errorMessages } from "../../i18n/error-messages.ts";

export class ErrorPageGuard extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    const messages = errorMessages();
    return (
      <div className="container error-page">
        <h1 className="error-page__title">{messages.errorPageFailed}</h1>
        {/* A full page load: whatever broke in the app is left behind. */}
        <a href="/" className="btn btn-primary btn-lg">
          {messages.backHome}
        </a>
      </div>
    );
  }
}
