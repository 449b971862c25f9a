// A person's photo, replaced by their initials on a coloured background when it fails to load.
import { useCallback, useState } from "react";
import { cx } from "../../../lib/cx";
import { TESTIMONIAL_PHOTO_SIZE } from "../../../content/testimonials";
import { initials, initialsBackground } from "../initials";

export function Avatar({ name, photo, className }: { name: string; photo: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  // A server-rendered photo may fail before hydration attaches onError: look when it mounts.
  const failedBeforeHydration = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={name}
        className={cx("flex items-center justify-center rounded-full font-semibold text-white", initialsBackground(name), className)}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={photo}
      alt={name}
      width={TESTIMONIAL_PHOTO_SIZE}
      height={TESTIMONIAL_PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      ref={failedBeforeHydration}
      onError={() => setFailed(true)}
      className={cx("rounded-full object-cover", className)}
    />
  );
}
