// Keyboard operation of the pipeline board (dnd-kit's KeyboardSensor): with a card lifted, the left
// and right arrows jump to the previous or next column the card may be dropped on (columns it
// cannot go to are disabled droppables and are skipped); up and down do nothing. Pointer drags
// collide by the pointer, keyboard drags (no pointer) by the card's rectangle.
import { pointerWithin, rectIntersection, type ClientRect, type CollisionDetection, type KeyboardCoordinateGetter } from "@dnd-kit/core";

const center = (rect: ClientRect) => rect.left + rect.width / 2;

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const here = center(collisionRect);
  const next = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [center(rect)] : [];
    })
    .filter((x) => (step > 0 ? x > here + 1 : x < here - 1))
    .sort((a, b) => (step > 0 ? a - b : b - a))[0];
  if (next === undefined) return undefined;
  return { x: currentCoordinates.x + (next - here), y: currentCoordinates.y };
};

export const boardCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};
