// The workspace carousel: four slides that advance every 5 s (not with reduced motion), with
// previous/next buttons and dots. Hovering or focusing it pauses it.
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { DotPicker } from "../../../components/dot-picker";
import { Icon } from "../../../components/icon";
import { PictureImg } from "../../../components/picture-img";
import { useReducedMotion } from "../../../hooks/use-reduced-motion";
import { WORKSPACE_SLIDES } from "../../../content/life";
import { usePauseOnHover } from "../../../hooks/use-pause-on-hover";
import { IconButton } from "../../../components/ui/icon-button";

export const SLIDE_MS = 5000;

export function WorkspaceCarousel() {
  const reducedMotion = useReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const { paused, pauseHandlers } = usePauseOnHover();

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  // `selected` restarts the 5 s after every change, including one made with the buttons.
  useEffect(() => {
    if (!emblaApi || paused || reducedMotion) return;
    const timer = window.setInterval(() => emblaApi.scrollNext(), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [emblaApi, paused, reducedMotion, selected]);

  const go = (index: number) => emblaApi?.scrollTo(index, reducedMotion);

  return (
    <section aria-roledescription="carousel" aria-label="Our workspace" {...pauseHandlers} className="relative">
      <div ref={emblaRef} className="overflow-hidden rounded-2xl">
        <div className="flex">
          {WORKSPACE_SLIDES.map((slide, i) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${WORKSPACE_SLIDES.length}`}
              aria-hidden={i !== selected}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
            >
              {/* Eager: lazy images beside the viewport would only start loading as they slide in. */}
              <PictureImg picture={slide} loading="eager" className="h-auto w-full" />
              <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent px-6 pb-5 pt-12 text-lg font-semibold text-white">
                {slide.caption}
              </p>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <CarouselButton
          label="Previous slide"
          icon="chevron-left"
          onClick={() => go((selected + WORKSPACE_SLIDES.length - 1) % WORKSPACE_SLIDES.length)}
        />
        <DotPicker
          count={WORKSPACE_SLIDES.length}
          current={selected}
          onPick={go}
          label="Choose a slide"
          dotLabel={(i) => `Show slide ${i + 1}: ${WORKSPACE_SLIDES[i]?.caption}`}
          tone="brand"
        />
        <CarouselButton label="Next slide" icon="chevron-right" onClick={() => go((selected + 1) % WORKSPACE_SLIDES.length)} />
      </div>
    </section>
  );
}

function CarouselButton({ label, icon, onClick }: { label: string; icon: "chevron-left" | "chevron-right"; onClick: () => void }) {
  return (
    <IconButton variant="outline" onClick={onClick} aria-label={label}>
      <Icon name={icon} />
    </IconButton>
  );
}
