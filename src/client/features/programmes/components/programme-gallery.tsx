// A programme's gallery: thumbnails that enlarge in an overlay, closed by the backdrop, the close
// button or Escape (Radix Dialog keeps focus inside and returns it to the thumbnail).
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Icon } from "../../../components/icon";
import { PictureImg } from "../../../components/picture-img";
import type { Picture } from "../../../content/picture";
import { Button } from "../../../components/ui/button";

export function ProgrammeGallery({ pictures }: { pictures: Picture[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : pictures[openIndex];

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {pictures.map((picture, index) => (
          <li key={picture.src}>
            <Button
              variant="bare"
              onClick={() => setOpenIndex(index)}
              aria-label={`Enlarge picture ${index + 1} of ${pictures.length}: ${picture.alt}`}
              className="group block w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-800"
            >
              <PictureImg
                picture={picture}
                className="h-auto w-full transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </Button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== undefined} onOpenChange={(isOpen) => !isOpen && setOpenIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay data-testid="gallery-backdrop" className="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,64rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-3 shadow-2xl focus:outline-none dark:bg-slate-900"
          >
            {open && (
              <>
                <PictureImg picture={open} priority className="max-h-[75vh] w-full rounded-xl object-contain" />
                <Dialog.Title className="px-2 pb-1 pt-3 text-sm font-medium text-slate-800 dark:text-slate-200">{open.alt}</Dialog.Title>
              </>
            )}
            <Dialog.Close
              aria-label="Close"
              className="absolute -right-2 -top-2 rounded-full bg-white p-2 text-slate-900 shadow-lg ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:-right-4 sm:-top-4 dark:bg-slate-800 dark:text-white dark:ring-slate-700"
            >
              <Icon name="close" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
