// An <img> that always carries its intrinsic width and height (no layout shift) and alt text, and
// loads lazily unless it is above the fold.
import type { ImgHTMLAttributes } from "react";
import type { Picture } from "../content/picture";

type PictureImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  picture: Picture;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
};

export function PictureImg({ picture, priority = false, ...rest }: PictureImgProps) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      {...rest}
    />
  );
}
