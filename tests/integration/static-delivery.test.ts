// How the built client's files go out: a real `vite build` (with the pre-compression plugin),
// served by the app. Brotli or gzip by Accept-Encoding from the files the build compressed,
// identity without; Vary: Accept-Encoding; a year's immutable cache for hashed /assets/ files and
// a short one for media; no source maps; HEAD like GET without a body, on files and API reads.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE, PUBLIC_FILE_CACHE } from "../../src/server/web/static-assets.js";
import { createJob } from "../helpers/factories.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

describe("static delivery of the built client", () => {
  let dist: string;
  let testApp: TestApp;
  /** The entry script, e.g. /assets/index-AbC123.js, read from the built index.html. */
  let entry: string;
  let entryBytes: Buffer;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "static-delivery-"));
    execFileSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", dist], { stdio: "inherit" });
    entry = /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(dist, "index.html"), "utf8"))?.[1] ?? "";
    entryBytes = fs.readFileSync(path.join(dist, entry));
    testApp = await createTestApp({ CLIENT_DIST: dist });
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    testApp.app.inject({ method, url, headers });

  it("built the entry script with brotli and gzip siblings", () => {
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(fs.existsSync(path.join(dist, `${entry}.br`))).toBe(true);
    expect(fs.existsSync(path.join(dist, `${entry}.gz`))).toBe(true);
  });

  it("answers brotli to a browser, gzip to a gzip-only client and identity to a client that asks for neither", async () => {
    const br = await get(entry, { "accept-encoding": BROWSER_ENCODINGS });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(Number(br.headers["content-length"])).toBeLessThan(entryBytes.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(entryBytes)).toBe(true);

    const gzip = await get(entry, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).equals(entryBytes)).toBe(true);

    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const plain = await get(entry, headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.equals(entryBytes)).toBe(true);
    }
  });

  it("marks every variant Vary: Accept-Encoding and immutable for a year, each with its own ETag", async () => {
    const variants = await Promise.all(["br", "gzip", "identity"].map((encoding) => get(entry, { "accept-encoding": encoding })));
    for (const res of variants) {
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    }
    expect(new Set(variants.map((res) => res.headers.etag)).size).toBe(3);
  });

  it("compresses the stylesheet and SVG media too, with a short cache for media", async () => {
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(fs.readFileSync(path.join(dist, "index.html"), "utf8"))?.[1] ?? "";
    const cssRes = await get(css, { "accept-encoding": BROWSER_ENCODINGS });
    expect(cssRes.headers["content-encoding"]).toBe("br");
    expect(cssRes.headers["content-type"]).toMatch(/^text\/css/);
    expect(cssRes.headers["cache-control"]).toBe(IMMUTABLE_CACHE);

    const media = "/media/hero/hero-1.svg";
    const svg = await get(media, { "accept-encoding": BROWSER_ENCODINGS });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-encoding"]).toBe("br");
    expect(svg.headers["cache-control"]).toBe(PUBLIC_FILE_CACHE);
    expect(zlib.brotliDecompressSync(svg.rawPayload).equals(fs.readFileSync(path.join(dist, media)))).toBe(true);
  });

  it("gives a file too small to compress no encoding and no Vary, and the favicon a short cache", async () => {
    const favicon = await get("/favicon.svg", { "accept-encoding": BROWSER_ENCODINGS });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe(PUBLIC_FILE_CACHE);
    if (!fs.existsSync(path.join(dist, "favicon.svg.br"))) {
      expect(favicon.headers["content-encoding"]).toBeUndefined();
      expect(favicon.headers.vary).toBeUndefined();
    }
  });

  it("does not serve source maps, the compressed files by their own names, or unknown asset paths", async () => {
    const map = `${entry}.map`;
    expect(fs.existsSync(path.join(dist, map)), "the build still writes the map").toBe(true);
    expect(entryBytes.toString()).not.toContain("sourceMappingURL");
    for (const url of [map, `${entry}.br`, `${entry}.gz`, "/assets/index-gone1234.js"]) {
      const res = await get(url, { "accept-encoding": BROWSER_ENCODINGS });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
    // Vite's manifest (a dot folder) is not a route: whatever answers, it is not the manifest.
    expect((await get("/.vite/manifest.json")).body).not.toContain('"isEntry"');
  });

  it("answers HEAD on a file like GET, without a body", async () => {
    for (const encoding of ["br", "identity"]) {
      const getRes = await get(entry, { "accept-encoding": encoding });
      const head = await get(entry, { "accept-encoding": encoding }, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
      for (const name of ["content-type", "content-length", "content-encoding", "cache-control", "vary", "etag"]) {
        expect(head.headers[name], `${encoding} ${name}`).toBe(getRes.headers[name]);
      }
    }
    expect((await get("/assets/index-gone1234.js", {}, "HEAD")).statusCode).toBe(404);
  });

  it("answers HEAD on the API's GET routes like GET, without a body", async () => {
    const job = await createJob(testApp.deps.db);
    // tRPC answers HEAD with 204 and runs no procedure (its own choice); its REST twins are these.
    for (const url of ["/api/jobs", `/api/jobs/${job.id}`, "/api/docs/json"]) {
      const getRes = await get(url);
      const head = await get(url, {}, "HEAD");
      expect(head.statusCode, url).toBe(getRes.statusCode);
      expect(head.body, url).toBe("");
      expect(head.headers["content-type"], url).toBe(getRes.headers["content-type"]);
      expect(head.headers["content-length"], url).toBe(getRes.headers["content-length"]);
    }
  });
});
