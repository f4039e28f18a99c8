/** The error page of spec §2: the status and the error's message (or "Error"); a 404 says the page could not be found. */
import { Link } from "react-router";
import { useDocumentTitle } from "../../features/site/index.ts";
import { interpolate, useErrorMessages } from "../../i18n/error-messages.ts";
import { paths } from "../paths.ts";
import { describeError } from "./describe-error.ts";

export function ErrorPage({ error }: { error: unknown }) {
  const messages = useErrorMessages();
  const { status, message } = describeError(error, messages);
  const title = status === 404 ? messages.notFound : (message ?? messages.title);
  useDocumentTitle(title);

  return (
    <div className="container error-page">
      <p className="error-page__status">{interpolate(messages.status, { status })}</p>
      <h1 className="error-page__title">{title}</h1>
      <Link to={paths.home} className="btn btn-primary btn-lg">
        {messages.backHome}
      </Link>
    </div>
  );
}
