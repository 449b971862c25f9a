// The home hero's three rotating backgrounds. Each has a poster shown at once (and whenever motion
// is reduced) and a looping background: video files, or an animated image such as the bundled SVGs.
export type HeroBackground = {
  poster: string;
  motion: { kind: "image"; src: string } | { kind: "video"; sources: { src: string; type: "video/webm" | "video/mp4" }[] };
  /** The short line shown over this background. */
  tagline: string;
};

/** Spec doc 1 §9: the hero advances every 5000 ms over three backgrounds. */
export const HERO_ROTATION_MS = 5000;

export const HERO_BACKGROUNDS: HeroBackground[] = [
  { poster: "/media/hero/hero-1-poster.svg", motion: { kind: "image", src: "/media/hero/hero-1.svg" }, tagline: "AI-powered education" },
  { poster: "/media/hero/hero-2-poster.svg", motion: { kind: "image", src: "/media/hero/hero-2.svg" }, tagline: "Startup incubation" },
  { poster: "/media/hero/hero-3-poster.svg", motion: { kind: "image", src: "/media/hero/hero-3.svg" }, tagline: "Hands-on tech training" },
];
