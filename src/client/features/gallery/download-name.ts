// The file name a downloaded picture is saved under, e.g. `rft-insight-07.svg`.
import type { Picture } from "../../content/picture";

export function downloadName(picture: Picture): string {
  const file = picture.src.split("/").pop() ?? "picture";
  return file.startsWith("rft-") ? file : `rft-${file}`;
}
