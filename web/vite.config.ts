/** Vite: the React app, Bootstrap SCSS without Sass's deprecation noise, and the API proxied to the server in dev. */
import { constants as zlib } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { serviceWorker } from "./scripts/service-worker-plugin.ts";

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz next to each text file of 1 KiB or more, at the best ratio (the build pays once, not
    // the server at boot): server/src/plugins/web-app.ts sends them. index.html is filled per site and request.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm("gzip", { level: zlib.Z_BEST_COMPRESSION }),
      ],
      include: /\.(js|mjs|css|json|webmanifest|svg|txt|xml|wasm)$/,
      exclude: /(^|\/)index\.html$/,
      threshold: 1024,
      logLevel: "silent",
    }),
    // /sw.js: push and the installed app's offline shell, built apart once the app is built.
    serviceWorker("src/sw/sw.ts"),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
  server: {
    port: 5173,
    // ws: the live connection (/api/live) is a WebSocket.
    proxy: { "/api": { target: server, ws: true }, "/media": server },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    // Maps would publish the whole source (comments included) next to the bundle: none in the build
    // (decision 019); the server refuses *.map under /assets anyway. `npm run dev` keeps its own maps.
    sourcemap: false,
  },
});
