import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

describe("serving the SPA", () => {
  let dist: string;
  let testApp: TestApp;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "spa-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
    fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log(1)");
    testApp = await createTestApp({ CLIENT_DIST: dist });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves built assets", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
  });

  it("answers any client route with index.html (history fallback)", async () => {
    for (const url of ["/", "/job-board", "/hr/applied-forms/design/round-1"]) {
      const res = await testApp.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("does not answer API paths or non-GET requests with the page", async () => {
    const post = await testApp.app.inject({ method: "POST", url: "/job-board" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: "Not found" });
  });
});
