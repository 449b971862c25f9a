import { describe, expect, it } from "vitest";
import { INPUT_RESTRICTIONS, MAX_DIGITS_WARNING, phoneDigitsWarning } from "../../src/shared/application/input-restrictions.js";

describe("wizard input restrictions (spec doc 2 §5)", () => {
  it("phones take digits only, at most 10, and warn at 10", () => {
    expect(INPUT_RESTRICTIONS.mobile("98a76-54 32109999")).toBe("9876543210");
    expect(INPUT_RESTRICTIONS.altMobile("+91 98765")).toBe("9198765");
    expect(phoneDigitsWarning("987654321")).toBeUndefined();
    expect(phoneDigitsWarning("9876543210")).toBe("Maximum 10 digits allowed");
    expect(MAX_DIGITS_WARNING).toBe("Maximum 10 digits allowed");
  });

  it("year, CTC and Aadhar take digits only up to 4, 8 and 12", () => {
    expect(INPUT_RESTRICTIONS.graduationYear("20a245")).toBe("2024");
    expect(INPUT_RESTRICTIONS.expectedCTC("1,00,00,0000")).toBe("10000000");
    expect(INPUT_RESTRICTIONS.aadhar("1234 5678 9012 34")).toBe("123456789012");
  });

  it("marks take digits and dots only", () => {
    expect(INPUT_RESTRICTIONS.marks("8.5 CGPA")).toBe("8.5");
    expect(INPUT_RESTRICTIONS.marks("9o%")).toBe("9");
  });

  it("PAN and passport are upper-cased letters and digits, at most 10 and 9", () => {
    expect(INPUT_RESTRICTIONS.pan("abcde-1234f-xyz")).toBe("ABCDE1234F");
    expect(INPUT_RESTRICTIONS.passport("a1234 5678z")).toBe("A12345678");
  });
});
