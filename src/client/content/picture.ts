// The shape of every picture the site shows: a file under /media (or any URL), its alt text and
// its intrinsic size, so the browser reserves the space before it loads (no layout shift).
export type Picture = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** A 4:3 gallery picture, the size of the bundled artwork. Replace with the size of your own files. */
export function galleryPicture(src: string, alt: string): Picture {
  return { src, alt, width: 800, height: 600 };
}
