// A candidate's details on /profile (issue #33): personal details, education and additional info from
// their latest application as definition lists, links with their scheme, the resume downloaded with
// the session's token (or the refusal shown); the empty state before any application; none of it,
// and no me.profile call, for HR.
import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfilePage } from "../../src/client/features/profile/components/profile-page.js";
import type { Profile } from "../../src/shared/account.js";
import { MY_PROFILE_TEXTS, type MyProfileDetails } from "../../src/shared/me/profile.js";
import type { PublicUser } from "../../src/shared/user.js";
import type { ApiHandlers } from "../helpers/component-api.js";
import { renderWithApp } from "../helpers/component-render.js";

const CANDIDATE: PublicUser = { id: 31, name: "Meera Iyer", email: "meera@example.com", role: "user" };
const HR: PublicUser = { id: 32, name: "Harini Recruiter", email: "harini@example.com", role: "hr" };

const DETAILS: MyProfileDetails = {
  application: { id: 77, jobTitle: "Data Engineer", appliedAt: "2026-11-02T09:00:00.000Z" },
  personal: {
    fullName: "Meera Iyer",
    email: "meera@example.com",
    mobileNumber: "9123456780",
    alternateNumber: null,
    currentCity: "Bengaluru",
    homeTown: "Mysuru",
    linkedinLink: "linkedin.com/in/meera",
    githubLink: "https://github.com/meera",
    resumePath: "/api/me/applications/77/resume",
    academicDocsPath: null,
  },
  education: {
    qualification: "M.Tech",
    course: "Data Science",
    college: "IISc",
    affiliatedUniversity: "VTU",
    yearOfPassing: 2024,
    marks: 8.75,
    allSemestersCleared: true,
  },
  additionalInfo: {
    skills: ["Python", "Rust"],
    certifications: "AWS Cloud Practitioner",
    projectDescription: "Built a recommender",
    preferredRole: "Data Engineer",
    languages: ["English", "Hindi"],
  },
};

function account(user: PublicUser): Profile {
  return { ...user, joinedAt: "2026-10-01T08:00:00.000Z" };
}

async function renderProfile(user: PublicUser, api: ApiHandlers = {}) {
  return renderWithApp(
    <Suspense fallback={<p>Loading</p>}>
      <ProfilePage />
    </Suspense>,
    {
      user,
      api: {
        "auth.profile": () => account(user),
        "me.consents": () => ({ consents: [] }),
        "me.requests.list": () => ({ data: [] }),
        ...api,
      },
    },
  );
}

/** The value a definition list in `section` gives for `term`. */
function valueOf(section: HTMLElement, term: string): HTMLElement {
  const dd = within(section).getByText(term, { selector: "dt" }).nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== "DD") throw new Error(`No value for ${term}`);
  return dd;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the candidate's details", () => {
  it("shows personal details, education and additional info from the latest application", async () => {
    await renderProfile(CANDIDATE, { "me.profile": () => ({ details: DETAILS }) });

    const personal = await screen.findByRole("region", { name: "Personal details" });
    expect(valueOf(personal, "Phone")).toHaveTextContent("9123456780");
    expect(valueOf(personal, "Alternate phone")).toHaveTextContent("Not provided");
    expect(valueOf(personal, "Current city")).toHaveTextContent("Bengaluru");
    expect(valueOf(personal, "Home town")).toHaveTextContent("Mysuru");
    const linkedin = within(valueOf(personal, "LinkedIn")).getByRole("link", { name: /linkedin\.com\/in\/meera/ });
    expect(linkedin).toHaveAttribute("href", "https://linkedin.com/in/meera");
    expect(linkedin).toHaveAttribute("target", "_blank");
    expect(within(valueOf(personal, "GitHub")).getByRole("link")).toHaveAttribute("href", "https://github.com/meera");
    expect(within(valueOf(personal, "Resume")).getByRole("button", { name: "Download resume (PDF)" })).toBeEnabled();
    expect(valueOf(personal, "Academic documents")).toHaveTextContent("Not provided");

    const education = screen.getByRole("region", { name: "Education" });
    expect(valueOf(education, "Qualification")).toHaveTextContent("M.Tech");
    expect(valueOf(education, "Course")).toHaveTextContent("Data Science");
    expect(valueOf(education, "College/University")).toHaveTextContent("IISc");
    expect(valueOf(education, "Year of passing")).toHaveTextContent("2024");
    expect(valueOf(education, "Aggregate marks/CGPA")).toHaveTextContent("8.75");
    expect(valueOf(education, "All semesters cleared")).toHaveTextContent("Yes");

    const additional = screen.getByRole("region", { name: "Additional info" });
    expect(valueOf(additional, "Skills")).toHaveTextContent("Python, Rust");
    expect(valueOf(additional, "Certifications")).toHaveTextContent("AWS Cloud Practitioner");
    expect(valueOf(additional, "Languages")).toHaveTextContent("English, Hindi");

    expect(screen.getByText(/most recent application \(Data Engineer, applied on 2 Nov 2026\)/)).toBeInTheDocument();
    expect(screen.queryByText(MY_PROFILE_TEXTS.empty)).not.toBeInTheDocument();
  });

  it("downloads the resume with the session's token, and shows a refusal's message", async () => {
    const fetchDocument = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(new Blob(["%PDF-1.7"]), { headers: { "content-disposition": 'attachment; filename="Meera-Iyer-resume.pdf"' } }),
      )
      .mockResolvedValueOnce(Response.json({ error: "Resume file not found", reason: "DOCUMENT_NOT_FOUND" }, { status: 404 }));
    vi.stubGlobal("fetch", fetchDocument);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:resume");
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderProfile(CANDIDATE, { "me.profile": () => ({ details: DETAILS }) });

    const download = await screen.findByRole("button", { name: "Download resume (PDF)" });
    await user.click(download);
    expect(fetchDocument).toHaveBeenCalledWith("/api/me/applications/77/resume", {
      headers: { authorization: "Bearer component-test-token" },
    });
    expect(await screen.findByRole("button", { name: "Download resume (PDF)" })).toBeEnabled();
    expect(saved).toEqual(["Meera-Iyer-resume.pdf"]);

    await user.click(download);
    expect(await screen.findByRole("alert")).toHaveTextContent("Resume file not found");
  });

  it("before any application, says where the details come from and links to the job board", async () => {
    await renderProfile(CANDIDATE, { "me.profile": () => ({ details: null }) });

    const empty = await screen.findByRole("region", { name: "Your details" });
    expect(empty).toHaveTextContent(MY_PROFILE_TEXTS.empty);
    expect(within(empty).getByRole("link", { name: "Browse the job board" })).toHaveAttribute("href", "/job-board");
    expect(screen.queryByRole("region", { name: "Personal details" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Account details" })).toBeInTheDocument();
  });

  it("shows HR accounts no application details and never asks for them", async () => {
    const { calls } = await renderProfile(HR);

    expect(await screen.findByRole("region", { name: "Account details" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Personal details" })).not.toBeInTheDocument();
    expect(screen.queryByText(MY_PROFILE_TEXTS.empty)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain("me.profile");
  });
});
