// The server's build of the public pages' renderer (src/client/entry-server.tsx → dist/ssr): the
// client's Vite config (same plugins, same routes, same asset URLs) as an SSR build, with every
// package bundled in, so the runtime image needs none of the client's (dev) dependencies.
//   vite build --config vite.ssr.config.ts [--outDir DIR]
import path from "node:path";
import { defineConfig, mergeConfig } from "vite";
import clientConfig from "./vite.config";

const here = import.meta.dirname;

export default mergeConfig(
  clientConfig,
  defineConfig({
    build: {
      ssr: path.join(here, "src/client/entry-server.tsx"),
      outDir: path.join(here, "dist/ssr"),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // Stack traces of render errors point into src/client.
      sourcemap: true,
      rollupOptions: { output: { entryFileNames: "entry-server.js" } },
    },
    ssr: { noExternal: true, target: "node" },
  }),
);
