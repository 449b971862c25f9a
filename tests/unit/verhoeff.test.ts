// The Verhoeff check digit of Aadhaar numbers: known values, and the errors it exists to catch.
import { describe, expect, it } from "vitest";
import { hasValidVerhoeffDigit, verhoeffCheckDigit } from "../../src/shared/application/verhoeff.js";

// Numbers whose check digit is known independently: Verhoeff's own worked example (236 → 3) and
// published Aadhaar-format test numbers.
const VALID = ["2363", "234567890124", "999941057058", "499118665246"];

describe("Verhoeff check digit", () => {
  it("computes the known check digits and accepts the numbers that end in them", () => {
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(verhoeffCheckDigit("23456789012")).toBe("4");
    for (const number of VALID) {
      expect(hasValidVerhoeffDigit(number), number).toBe(true);
      expect(verhoeffCheckDigit(number.slice(0, -1)), number).toBe(number.slice(-1));
    }
  });

  it("refuses anything but digits", () => {
    for (const text of ["", "23456789012a", " 234567890124", "2345-6789-0124"]) expect(hasValidVerhoeffDigit(text), text).toBe(false);
    expect(() => verhoeffCheckDigit("12a")).toThrow(/digits only/);
  });

  it("catches every single-digit change", () => {
    for (const number of VALID) {
      for (let i = 0; i < number.length; i++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === number[i]) continue;
          const changed = `${number.slice(0, i)}${digit}${number.slice(i + 1)}`;
          expect(hasValidVerhoeffDigit(changed), changed).toBe(false);
        }
      }
    }
  });

  it("catches every swap of two adjacent, different digits", () => {
    for (const number of VALID) {
      for (let i = 0; i + 1 < number.length; i++) {
        if (number[i] === number[i + 1]) continue;
        const swapped = `${number.slice(0, i)}${number[i + 1]}${number[i]}${number.slice(i + 2)}`;
        expect(hasValidVerhoeffDigit(swapped), swapped).toBe(false);
      }
    }
  });

  it("gives every 11-digit body exactly one check digit (a sample of bodies)", () => {
    for (let n = 0; n < 200; n++) {
      const body = String(20_000_000_000 + n * 397_000_013).slice(0, 11);
      const valid = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).filter(hasValidVerhoeffDigit);
      expect(valid, body).toEqual([`${body}${verhoeffCheckDigit(body)}`]);
    }
  });
});
