// /insights: the gallery. The filter buttons only change which one is highlighted (spec doc 1 §2);
// every picture opens in the lightbox and can be downloaded.
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { Icon } from "../../../components/icon";
import { PictureImg } from "../../../components/picture-img";
import { PageHeading } from "../../../components/page-heading";
import { INSIGHT_FILTERS, INSIGHT_PICTURES, type InsightFilter } from "../../../content/gallery";
import { downloadName } from "../download-name";
import { Button } from "../../../components/ui/button";

const InsightsLightbox = lazy(() => import("./insights-lightbox").then((m) => ({ default: m.InsightsLightbox })));

/** The first row is above the fold on most screens. */
const EAGER_PICTURES = 3;

const tileId = (index: number) => `insight-${index + 1}`;

export function InsightsPage() {
  const [filter, setFilter] = useState<InsightFilter>("All");
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <PageHeading path="/insights" />
      <div role="group" aria-label="Filter pictures" className="mt-10 flex flex-wrap justify-center gap-2">
        {INSIGHT_FILTERS.map((name) => (
          <Button
            key={name}
            variant={filter === name ? "primary" : "outline"}
            size="sm"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </Button>
        ))}
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {INSIGHT_PICTURES.map((picture, index) => (
          <li key={picture.src} className="group relative overflow-hidden rounded-2xl bg-slate-100 shadow-sm dark:bg-slate-800">
            <Button
              id={tileId(index)}
              variant="bare"
              onClick={() => setOpenIndex(index)}
              aria-label={`Open picture ${index + 1} of ${INSIGHT_PICTURES.length}: ${picture.alt}`}
              className="block w-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-500"
            >
              <PictureImg
                picture={picture}
                priority={index < EAGER_PICTURES}
                className="h-auto w-full transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
              />
            </Button>
            <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-slate-950/80 to-transparent p-3 pt-10">
              <p className="text-sm font-medium text-white">
                <span className="sr-only">Category: </span>
                {picture.category}
              </p>
              <a
                href={picture.src}
                download={downloadName(picture)}
                aria-label={`Download picture ${index + 1}: ${picture.alt}`}
                className="pointer-events-auto rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon name="download" className="size-4" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-14 text-center">
        <Link to="/careers" className={BUTTON_PRIMARY}>
          Explore Careers
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <InsightsLightbox
            pictures={INSIGHT_PICTURES}
            index={openIndex}
            onClose={(lastIndex) => {
              setOpenIndex(null);
              document.getElementById(tileId(lastIndex))?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
