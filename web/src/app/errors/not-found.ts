/** Throwing the 404 the error page recognises, from any loader. */
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}
