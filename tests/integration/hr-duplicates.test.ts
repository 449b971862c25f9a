// "Also applied as…" (hr.search.duplicates): the other enquiries and applications with the same
// e-mail in any case, the same mobile number compared as digits or the same Aadhaar number (by its
// keyed hash); never the row itself, never an erased row; nothing for a person who applied once; 404
// for an unknown id, 400 for a bad one.
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../src/infra/privacy/erase-personal-data.js";
import type { AuthUser } from "../../src/server/services/auth/tokens.js";
import { createContextInner } from "../../src/server/trpc/context.js";
import { createCallerFactory } from "../../src/server/trpc/init.js";
import { appRouter } from "../../src/server/trpc/router.js";
import { verhoeffCheckDigit } from "../../src/shared/application/verhoeff.js";
import { createApplication, createEnquiry } from "../helpers/application-factory.js";
import { createUser, uniqueSuffix } from "../helpers/factories.js";
import { useTestApp } from "../helpers/test-app.js";

/** Ten digits no other test's row holds (the factory's default number is shared by every row). */
function rareMobile(): string {
  return `6${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/** A valid Aadhaar number no other test's row holds. */
function rareAadhar(): string {
  const body = `9${String(Date.now() % 1e7).padStart(7, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  return body + verhoeffCheckDigit(body);
}

describe("HR duplicates", () => {
  const testApp = useTestApp();
  const db = () => testApp.deps.db;
  const duplicates = async (applicationId: number) => {
    const hr = await createUser(db(), { role: "hr" });
    const user: AuthUser = { id: hr.id, name: hr.name, email: hr.email, role: hr.role };
    return createCallerFactory(appRouter)(createContextInner(testApp.deps, user)).hr.search.duplicates({ applicationId });
  };

  it("links the same e-mail in any case and the same mobile written differently, newest first", async () => {
    const address = `dup.${uniqueSuffix()}@example.com`;
    const mobile = rareMobile();
    const applicant = await createApplication(db(), { email: address, mobileNumber: rareMobile() });
    const sameEmail = await createEnquiry(db(), { email: address.toUpperCase(), mobileNumber: rareMobile() });
    const sameMobile = await createApplication(db(), {
      email: `other.${uniqueSuffix()}@example.com`,
      mobileNumber: `${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      department: "Design",
      round: "round_2",
    });
    const both = await createEnquiry(db(), { email: ` ${address}`.trim(), mobileNumber: mobile });
    await createApplication(db(), { email: `stranger.${uniqueSuffix()}@example.com`, mobileNumber: rareMobile() });

    const fromApplicant = await duplicates(applicant.id);
    expect(fromApplicant.data.map((row) => [row.id, row.sameAs])).toEqual([
      [both.id, ["email"]],
      [sameEmail.id, ["email"]],
    ]);

    const fromBoth = await duplicates(both.id);
    expect(fromBoth.data.map((row) => [row.id, row.sameAs])).toEqual([
      [sameMobile.id, ["mobile"]],
      [sameEmail.id, ["email"]],
      [applicant.id, ["email"]],
    ]);
    expect(fromBoth.data[0]).toMatchObject({
      source: "job_application",
      department: "Design",
      round: "round_2",
      email: sameMobile.email,
      createdAt: sameMobile.createdAt.toISOString(),
    });
    expect(fromBoth.data[1]).toMatchObject({ source: "enquiry", department: null, jobTitle: null });
  });

  it("links the same Aadhaar number under another e-mail and mobile, by its lookup hash alone", async () => {
    const aadhar = rareAadhar();
    const pan = `ZZ${uniqueSuffix().slice(0, 3).toUpperCase().padEnd(3, "Q")}1234Z`;
    const applicant = await createApplication(db(), { mobileNumber: rareMobile(), identifiers: { aadhar, pan } });
    const sameAadhar = await createEnquiry(db(), { mobileNumber: rareMobile(), identifiers: { aadhar } });
    const sameAadharAndEmail = await createApplication(db(), {
      email: applicant.email,
      mobileNumber: rareMobile(),
      identifiers: { aadhar },
    });
    // The same PAN alone, or another Aadhaar, is no link.
    await createEnquiry(db(), { mobileNumber: rareMobile(), identifiers: { aadhar: rareAadhar(), pan } });

    expect((await duplicates(applicant.id)).data.map((row) => [row.id, row.sameAs])).toEqual([
      [sameAadharAndEmail.id, ["email", "aadhar"]],
      [sameAadhar.id, ["aadhar"]],
    ]);
    // Nothing in the rows is decrypted for this: the hashes match, the ciphertexts (fresh IVs) do not.
    const stored = await db().applicationIdentifier.findMany({
      where: { applicationId: { in: [applicant.id, sameAadhar.id] }, kind: "aadhar" },
      select: { ciphertext: true, lookupHash: true },
    });
    expect(Buffer.from(stored[0]!.lookupHash!).equals(Buffer.from(stored[1]!.lookupHash!))).toBe(true);
    expect(Buffer.from(stored[0]!.ciphertext).equals(Buffer.from(stored[1]!.ciphertext))).toBe(false);
  });

  it("lists nothing for a person who applied once, and never an erased row", async () => {
    const address = `once.${uniqueSuffix()}@example.com`;
    const single = await createApplication(db(), { email: address, mobileNumber: rareMobile() });
    expect(await duplicates(single.id)).toEqual({ data: [] });

    const erased = await createEnquiry(db(), { email: address, mobileNumber: rareMobile() });
    await erasePersonalData(testApp.deps, { applicationIds: [erased.id] });
    expect(await duplicates(single.id)).toEqual({ data: [] });
    // An erased row itself has no duplicates (its fields are placeholders shared by every erased row).
    const erasedToo = await createEnquiry(db(), { mobileNumber: rareMobile() });
    await erasePersonalData(testApp.deps, { applicationIds: [erasedToo.id] });
    expect(await duplicates(erased.id)).toEqual({ data: [] });
  });

  it("answers 404 for an unknown application and 400 for a bad id", async () => {
    await expect(duplicates(2_000_000_000)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(duplicates(0)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
