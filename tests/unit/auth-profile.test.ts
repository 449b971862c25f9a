import { describe, expect, it } from "vitest";
import { readStoredProfile, safeImageSource, safeWebLink } from "../../src/client/features/profile/stored-profile.js";

function storageWith(value: string | null): Storage {
  return { getItem: (key: string) => (key === "userProfile" ? value : null) } as Storage;
}

describe("stored profile (spec doc 1 §2, §3)", () => {
  it("reads the stored fields, numbers as typed, missing ones empty", () => {
    const profile = readStoredProfile(
      storageWith(
        JSON.stringify({
          name: "Asha Rao",
          email: "asha@example.com",
          tenth: { school: "KV", year: 2015, percentage: 91.5 },
          graduation: { college: "MIT", degree: "B.Tech", year: "2022", cgpa: 8.4 },
          additionalInfo: "Chess",
        }),
      ),
    );
    expect(profile).toMatchObject({
      name: "Asha Rao",
      phone: "",
      tenth: { school: "KV", year: "2015", percentage: "91.5" },
      twelfth: { school: "", year: "", percentage: "" },
      graduation: { college: "MIT", degree: "B.Tech", year: "2022", cgpa: "8.4" },
      additionalInfo: "Chess",
    });
  });

  it("no stored profile, or one that cannot be read, is no profile", () => {
    expect(readStoredProfile(storageWith(null))).toBeNull();
    expect(readStoredProfile(storageWith("{broken"))).toBeNull();
    expect(readStoredProfile(storageWith(JSON.stringify("a string")))).toBeNull();
    expect(readStoredProfile(storageWith(JSON.stringify({ tenth: "not an object" })))).toBeNull();
  });

  it("only http(s) links are opened; a bare profile address gets https://", () => {
    expect(safeWebLink("linkedin.com/in/asha")).toBe("https://linkedin.com/in/asha");
    expect(safeWebLink("https://github.com/asha")).toBe("https://github.com/asha");
    expect(safeWebLink("javascript:alert(1)")).toBeNull();
    expect(safeWebLink("resume.pdf", { addScheme: false })).toBeNull();
    expect(safeImageSource("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(safeImageSource("data:text/html;base64,AAAA")).toBeNull();
    expect(safeImageSource("photo.jpg")).toBeNull();
  });
});
