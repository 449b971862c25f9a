// Set-up of the component project: jest-dom's matchers, the client's interpreted zod (as main.tsx
// does), what happy-dom lacks that the forms rely on, and a clean page and storage after every test.
import "@testing-library/jest-dom/vitest";
import "../../src/client/lib/zod-jitless.js";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// happy-dom has neither reflected property. Without them react-hook-form takes every <select> for
// one the user already changed and drops its default value (a restored draft's subject, say).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size")) || 0;
    },
    set(this: HTMLSelectElement, size: number) {
      this.setAttribute("size", String(size));
    },
  });
}
if (!("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
    set(this: HTMLOptionElement, selected: boolean) {
      this.toggleAttribute("selected", selected);
    },
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
