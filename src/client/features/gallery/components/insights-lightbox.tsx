// The /insights lightbox: arrows, Escape and swipe come with yet-another-react-lightbox; its
// Download plugin saves the current picture. Loaded on the first open, so the page stays light.
import { useRef } from "react";
import Lightbox from "yet-another-react-lightbox";
import Download from "yet-another-react-lightbox/plugins/download";
import "yet-another-react-lightbox/styles.css";
import type { Picture } from "../../../content/picture";
import { downloadName } from "../download-name";

type InsightsLightboxProps = {
  pictures: Picture[];
  index: number;
  /** Called with the picture shown last, so the page can move focus back to it. */
  onClose: (lastIndex: number) => void;
};

export function InsightsLightbox({ pictures, index, onClose }: InsightsLightboxProps) {
  const shown = useRef(index);
  return (
    <Lightbox
      open
      index={index}
      on={{ view: ({ index: current }) => (shown.current = current) }}
      close={() => onClose(shown.current)}
      plugins={[Download]}
      slides={pictures.map((picture) => ({
        src: picture.src,
        alt: picture.alt,
        width: picture.width,
        height: picture.height,
        download: { url: picture.src, filename: downloadName(picture) },
      }))}
      labels={{ Lightbox: "Picture viewer", Carousel: "Gallery", "Photo gallery": "Insights pictures" }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
