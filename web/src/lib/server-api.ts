/**
 * How a route loader calls the API while the server renders a page (entry-server.tsx): the server answers
 * the call in-process, as the visitor's own request, since a fetch of a relative URL means nothing there.
 * In the browser the context holds null and loaders use the api client.
 */
import { createContext } from "react-router";

/** A GET of an API path with its query ("/api/lander.php?name=gallery"), answering the parsed JSON body. */
export type ServerApi = (path: string) => Promise<unknown>;

export const serverApiContext = createContext<ServerApi | null>(null);
