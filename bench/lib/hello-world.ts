/** The baseline B0 of `npm run bench`: the least a Node HTTP server can do, on PORT. */
import { createServer } from "node:http";

createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("hello world");
}).listen(Number(process.env.PORT), "127.0.0.1");
