// The home hero: three looping backgrounds that advance every 5000 ms, with links to /insights and
// #contact. Each background shows its poster first; with reduced motion only the first poster shows.
// The page arrives with the first poster alone: the other posters load once the page has settled
// (use-page-settled.ts), and the motion with the first rotation, as decoding and animating them
// costs a phone's main thread.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { AnchorLink } from "../../../components/anchor-link";
import { cx } from "../../../lib/cx";
import { Icon } from "../../../components/icon";
import { usePageSettled } from "../../../hooks/use-page-settled";
import { useReducedMotion } from "../../../hooks/use-reduced-motion";
import { useRotatingIndex } from "../../../hooks/use-rotating-index";
import { HERO_BACKGROUNDS, HERO_ROTATION_MS, type HeroBackground } from "../../../content/hero";
import { HOME_HEADING } from "../../../content/page-headings";
import { IconButton } from "../../../components/ui/icon-button";

const HERO_WIDTH = 1600;
const HERO_HEIGHT = 900;

export function Hero() {
  const reducedMotion = useReducedMotion();
  const settled = usePageSettled();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused;
  const { index } = useRotatingIndex(HERO_BACKGROUNDS.length, HERO_ROTATION_MS, moving);
  const active = reducedMotion ? 0 : index;
  // The motion starts with the first rotation: until then the first poster is all there is to paint.
  const [rotated, setRotated] = useState(false);
  if (index !== 0 && !rotated) setRotated(true);
  const next = (active + 1) % HERO_BACKGROUNDS.length;
  const current = HERO_BACKGROUNDS[active] ?? HERO_BACKGROUNDS[0];

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      data-active-background={active}
      className="relative isolate flex min-h-[34rem] scroll-mt-16 items-center overflow-hidden bg-indigo-950 text-white lg:min-h-[40rem]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {HERO_BACKGROUNDS.map((background, i) => (
          <HeroBackdrop
            key={background.poster}
            background={background}
            visible={i === active}
            first={i === 0}
            loaded={i === active || (settled && !reducedMotion)}
            // Only the visible background and the next one load their motion.
            animate={settled && rotated && moving && (i === active || i === next)}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-slate-950/90 via-slate-950/65 to-slate-950/25" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-indigo-100 ring-1 ring-white/20">
            <span className="size-2 rounded-full bg-teal-300" aria-hidden="true" />
            {current?.tagline}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight sm:text-6xl">
            {HOME_HEADING}
          </h1>
          <p className="mt-5 text-lg text-slate-200 sm:text-xl">
            We combine AI-powered education, startup incubation and hands-on training to help students, founders and teams turn ideas into
            real products.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/insights"
              className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-indigo-900 shadow hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Explore Insights
              <Icon name="arrow-right" className="size-4" />
            </Link>
            <AnchorLink
              anchor="contact"
              className="inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Get in Touch
            </AnchorLink>
          </div>
        </div>
      </div>
      {!reducedMotion && (
        <div className="absolute bottom-5 right-4 flex items-center gap-3 sm:right-6">
          <ol className="flex gap-1.5" aria-hidden="true">
            {HERO_BACKGROUNDS.map((background, i) => (
              <li
                key={background.poster}
                className={cx("h-1.5 rounded-full transition-all", i === active ? "w-6 bg-white" : "w-1.5 bg-white/50")}
              />
            ))}
          </ol>
          <IconButton
            variant="bare"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? "Play background animation" : "Pause background animation"}
            className="rounded-full bg-white/10 p-2 text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon name={paused ? "play" : "pause"} className="size-4" />
          </IconButton>
        </div>
      )}
    </section>
  );
}

type HeroBackdropProps = { background: HeroBackground; visible: boolean; first: boolean; loaded: boolean; animate: boolean };

function HeroBackdrop({ background, visible, first, loaded, animate }: HeroBackdropProps) {
  const { motion } = background;
  if (!loaded) return null;
  const mediaClass = "absolute inset-0 size-full object-cover";
  return (
    <div
      data-visible={visible}
      className={cx(
        "absolute inset-0 transition-opacity duration-1000 motion-reduce:transition-none",
        visible ? "opacity-100" : "opacity-0",
      )}
    >
      <img
        src={background.poster}
        alt=""
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        fetchPriority={first ? "high" : "low"}
        className={mediaClass}
      />
      {animate &&
        (motion.kind === "video" ? (
          <video className={mediaClass} poster={background.poster} autoPlay muted loop playsInline>
            {motion.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
        ) : (
          <img src={motion.src} alt="" width={HERO_WIDTH} height={HERO_HEIGHT} className={mediaClass} />
        ))}
    </div>
  );
}
