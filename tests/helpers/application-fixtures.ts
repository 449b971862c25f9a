// Fixtures for the careers tests and bench: a tiny but valid PDF (optionally padded to a size), a
// complete, valid set of wizard values, and the multipart body a browser sends them in.
import type { ApplicationFormData } from "../../src/shared/application/form-values.js";

/** A one-page PDF with a correct xref table; `padToBytes` grows it to about that size with a comment line. */
export function tinyPdf(padToBytes = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  const header = "%PDF-1.4\n";
  const fixedSize = 400;
  const padding = padToBytes > fixedSize ? `%${"x".repeat(padToBytes - fixedSize)}\n` : "";
  let body = header + padding;
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, "latin1");
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, "latin1");
}

/** The first bytes of a PNG: what a picture renamed to `.pdf` starts with. */
export const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export function validApplicationData(overrides: Partial<ApplicationFormData> = {}): ApplicationFormData {
  return {
    fullName: "Asha Rao",
    dob: "2000-05-17",
    gender: "Female",
    mobile: "9876543210",
    altMobile: "",
    email: "asha.rao@example.com",
    currentCity: "Manipal",
    homeTown: "Udupi",
    willingToRelocate: "Yes",
    qualification: "B.Tech",
    course: "Computer Science",
    college: "Manipal Institute of Technology",
    affiliatedUniv: "MAHE",
    graduationYear: "2022",
    marks: "8.4",
    allSemCleared: "Yes",
    techSkills: ["JavaScript", "SQL/Databases"],
    otherTechSkills: "",
    certifications: "",
    hasInternship: "Yes",
    projectDesc: "Built a campus events app with React and PostgreSQL.",
    github: "github.com/asha",
    linkedin: "",
    preferredRole: "Frontend Developer",
    joining: "Notice Period",
    shifts: "No",
    expectedCTC: "800000",
    source: "LinkedIn",
    onlineTest: "Yes",
    laptop: "Yes",
    languages: ["English"],
    aadhar: "234567890124",
    pan: "ABCDE1234F",
    passport: "",
    agree: true,
    futureOpenings: false,
    ...overrides,
  };
}

type FilePart = { bytes: Buffer; name?: string; type?: string };
export type UploadParts = { data?: unknown; resume?: FilePart; academics?: FilePart };

/** A multipart body as a browser's FormData would send it. */
export async function multipart(parts: UploadParts): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  if (parts.data !== undefined) form.append("data", typeof parts.data === "string" ? parts.data : JSON.stringify(parts.data));
  for (const field of ["resume", "academics"] as const) {
    const file = parts[field];
    if (file)
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name ?? `${field}.pdf`);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}
