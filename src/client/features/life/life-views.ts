// The four views of /life-at-rft, chosen from its tab dropdown and kept in the URL (?view=).
export const LIFE_VIEWS = [
  { id: "life", label: "Life at RFT" },
  { id: "testimonials", label: "What Our Employees Say" },
  { id: "positions", label: "Open Positions" },
  { id: "apply", label: "Apply" },
] as const;

export type LifeViewId = (typeof LIFE_VIEWS)[number]["id"];

export function parseLifeView(value: unknown): LifeViewId | undefined {
  return LIFE_VIEWS.find((view) => view.id === value)?.id;
}
