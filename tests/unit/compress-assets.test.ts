// The build's pre-compression: brotli and gzip siblings for text files that shrink, nothing for
// HTML, source maps, tiny or incompressible files and dot folders.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compressAssets } from "../../scripts/compress-assets.js";

describe("compressAssets", () => {
  let dir: string;
  const write = (name: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  };
  const exists = (name: string) => fs.existsSync(path.join(dir, name));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compress-assets-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes .br and .gz beside compressible text files, which decompress to the original", async () => {
    const js = "export const jobs = [];\n".repeat(200);
    write("assets/app-abc.js", js);
    write("assets/app-abc.css", "body{margin:0}\n".repeat(200));
    write("media/hero.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(300)}</svg>`);

    const result = await compressAssets(dir);

    expect(result.files).toBe(3);
    for (const name of ["assets/app-abc.js", "assets/app-abc.css", "media/hero.svg"]) {
      expect(exists(`${name}.br`), name).toBe(true);
      expect(exists(`${name}.gz`), name).toBe(true);
    }
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "assets/app-abc.js.br"))).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "assets/app-abc.js.gz"))).toString()).toBe(js);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
  });

  it("leaves HTML, source maps, tiny files, incompressible files and dot folders alone", async () => {
    write("index.html", "<p>page</p>\n".repeat(200));
    write("assets/app-abc.js.map", '{"mappings":""}'.repeat(200));
    write("assets/tiny-abc.js", "export {};");
    write("assets/random-abc.js", crypto.randomBytes(4096));
    write(".vite/manifest.json", '{"isEntry":true}'.repeat(200));

    expect((await compressAssets(dir)).files).toBe(0);
    const written = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => /\.(br|gz)$/.test(name));
    expect(written).toEqual([]);
  });
});
