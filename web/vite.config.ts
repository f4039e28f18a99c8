/** Vite: the React app, Bootstrap SCSS without Sass's deprecation noise, and the API proxied to the server in dev. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
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
