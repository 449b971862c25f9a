import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INSIGHT_FILTERS, INSIGHT_PICTURES } from "../../src/client/content/gallery.js";
import { HERO_BACKGROUNDS, HERO_ROTATION_MS } from "../../src/client/content/hero.js";
import { ABOUT_PICTURE, SERVICES, WHAT_WE_DO } from "../../src/client/content/home.js";
import { LIFE_FIGURES, OPEN_POSITIONS, PROJECTS, WORKSPACE_SLIDES } from "../../src/client/content/life.js";
import type { Picture } from "../../src/client/content/picture.js";
import { PROGRAMMES } from "../../src/client/content/programmes.js";
import { ONE_LINERS, TESTIMONIALS, TESTIMONIAL_STATS } from "../../src/client/content/testimonials.js";

const PUBLIC_DIR = path.join("src", "client", "public");
const exists = (src: string) => fs.existsSync(path.join(PUBLIC_DIR, src));

const ALL_PICTURES: Picture[] = [
  ...INSIGHT_PICTURES,
  ...PROGRAMMES.mdu.gallery,
  ...PROGRAMMES.crd.gallery,
  ...WORKSPACE_SLIDES,
  ...PROJECTS,
  ...WHAT_WE_DO.map((panel) => panel.picture),
  ABOUT_PICTURE,
];

describe("public site content", () => {
  it("has the spec's counts: 23 insights, 13 and 16 programme pictures, 4 slides, 6 projects, 6 services, 3 panels", () => {
    expect(INSIGHT_PICTURES).toHaveLength(23);
    expect(INSIGHT_FILTERS).toEqual(["All", "Events", "Team", "Achievements", "Innovations"]);
    expect(PROGRAMMES.mdu.gallery).toHaveLength(13);
    expect(PROGRAMMES.crd.gallery).toHaveLength(16);
    expect(WORKSPACE_SLIDES).toHaveLength(4);
    expect(PROJECTS).toHaveLength(6);
    expect(SERVICES).toHaveLength(6);
    expect(WHAT_WE_DO.map((panel) => panel.id)).toEqual(["incubation", "ai-labs", "trainings"]);
  });

  it("every picture exists, with alt text and a size, and pictures are not repeated within a gallery", () => {
    for (const picture of ALL_PICTURES) {
      expect(exists(picture.src), picture.src).toBe(true);
      expect(picture.alt.length, picture.src).toBeGreaterThan(10);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
    }
    for (const gallery of [INSIGHT_PICTURES, PROGRAMMES.mdu.gallery, PROGRAMMES.crd.gallery]) {
      expect(new Set(gallery.map((p) => p.src)).size).toBe(gallery.length);
    }
  });

  it("each bundled SVG declares the size the content module gives it", () => {
    for (const picture of ALL_PICTURES.filter((p) => p.src.endsWith(".svg"))) {
      const svg = fs.readFileSync(path.join(PUBLIC_DIR, picture.src), "utf8");
      expect(svg, picture.src).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
    }
  });

  it("the hero rotates three backgrounds every 5000 ms, each with a poster and its motion", () => {
    expect(HERO_ROTATION_MS).toBe(5000);
    expect(HERO_BACKGROUNDS).toHaveLength(3);
    for (const background of HERO_BACKGROUNDS) {
      expect(exists(background.poster)).toBe(true);
      const sources = background.motion.kind === "image" ? [background.motion.src] : background.motion.sources.map((s) => s.src);
      for (const src of sources) expect(exists(src), src).toBe(true);
    }
  });

  it("has the spec's programme figures", () => {
    expect(PROGRAMMES.mdu.stats.map((s) => s.value)).toEqual(["100+", "15+", "5+", "8"]);
    expect(PROGRAMMES.crd.stats.map((s) => s.value)).toEqual(["200+", "25+", "8+", "10"]);
    for (const programme of Object.values(PROGRAMMES)) {
      expect(programme.features.map((f) => f.title)).toEqual(["Machine Learning", "AI Agents", "Industry Projects", "Academic"]);
      expect(programme.highlights).toHaveLength(4);
    }
  });

  it("has nine testimonials rated 4 or 5 with existing photos, five one-liners and the spec's figures", () => {
    expect(TESTIMONIALS).toHaveLength(9);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(9);
    for (const testimonial of TESTIMONIALS) {
      expect([4, 5]).toContain(testimonial.rating);
      expect(exists(testimonial.photo), testimonial.photo).toBe(true);
    }
    expect(ONE_LINERS).toHaveLength(5);
    expect(Object.values(TESTIMONIAL_STATS).map((s) => `${s.value} ${s.label}`)).toEqual([
      "95% Employee Satisfaction",
      "4.8/5 External Rating",
      "92% Retention Rate",
      "3+ Years Average Tenure",
    ]);
  });

  it("counts up to 500, 150, 25 and 99, and lists the two open positions", () => {
    expect(LIFE_FIGURES.map((f) => f.target)).toEqual([500, 150, 25, 99]);
    expect(OPEN_POSITIONS.map((p) => `${p.title} · ${p.location} · ${p.experience}`)).toEqual([
      "Frontend Developer · Remote · 2+ years",
      "Backend Developer · Bangalore · 3+ years",
    ]);
  });
});
