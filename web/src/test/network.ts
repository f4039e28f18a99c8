/**
 * The network the web tests run against: an MSW server at the fetch boundary, started once per test file by
 * setup.ts. Tests describe their answers through mockApi() (mock-api.ts), which adds its handlers here; any
 * request no handler answers is an error, so an unexpected call fails the test instead of passing unnoticed.
 */
import { setupServer } from "msw/node";

export const testServer = setupServer();

const BOUNDARY = "amora-test-boundary";

/**
 * A FormData body as the browser sends it: multipart bytes and their content type. Node's fetch cannot encode
 * jsdom's FormData and File (it loses file names and, through MSW, the body), so uploads are encoded here.
 */
async function encodeMultipart(form: FormData): Promise<{ bytes: ArrayBuffer; type: string }> {
  const parts: BlobPart[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") {
      parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    } else {
      parts.push(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
          `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`,
        new Uint8Array(await value.arrayBuffer()),
        "\r\n",
      );
    }
  }
  parts.push(`--${BOUNDARY}--\r\n`);
  const bytes = await new Blob(parts).arrayBuffer();
  return { bytes, type: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Puts the multipart encoding in front of the intercepted fetch; call after testServer.listen(). */
export function encodeUploadsBeforeFetch(): void {
  const interceptedFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (!(init?.body instanceof FormData)) return interceptedFetch(input, init);
    const { bytes, type } = await encodeMultipart(init.body);
    const headers = new Headers(init.headers);
    headers.set("Content-Type", type);
    return interceptedFetch(input, { ...init, headers, body: bytes });
  };
}
