// readResumeFields on resume text snippets: the Indian formats the issue names (CGPA "8.7/10",
// "78 %", "B.Tech (CSE)", "+91 98765 43210", "098765-43210", "Class of 2024"), international ones
// that are not Indian mobiles, and text that must stay fast.
import { describe, expect, it } from "vitest";
import { readResumeFields } from "../../src/server/services/resume/read-resume-fields.js";
import { resumeFieldsSchema } from "../../src/shared/application/resume-fields.js";
import { isMarksWithin } from "../../src/shared/application/step-schemas.js";

function resume(...lines: string[]): string {
  return lines.join("\n");
}

const INDIAN = resume(
  "Priya Sharma",
  "priya.sharma@gmail.com | +91 98765 43210 | Koramangala, Bengaluru 560034",
  "github.com/priyas | https://www.linkedin.com/in/priya-sharma/",
  "Education",
  "B.Tech (CSE)",
  "Vellore Institute of Technology | 2020 – 2024",
  "CGPA: 8.7/10",
  "Class XII (CBSE)",
  "Delhi Public School, Pune | 2020",
  "91%",
  "Technical Skills",
  "Languages: Python, Java, C++",
  "Tools & Frameworks: React, Node.js, PostgreSQL, Docker, TensorFlow, Git, Figma",
  "Certifications",
  "• AWS Certified Cloud Practitioner",
  "• NPTEL Programming in Java (Elite)",
  "Languages Known",
  "English (Fluent), Hindi (Native), Kannada",
);

describe("readResumeFields", () => {
  it("reads an Indian resume into the wizard's fields", () => {
    expect(readResumeFields(INDIAN)).toEqual({
      fullName: "Priya Sharma",
      email: "priya.sharma@gmail.com",
      mobile: "9876543210",
      github: "https://github.com/priyas",
      linkedin: "https://www.linkedin.com/in/priya-sharma",
      qualification: "B.Tech",
      course: "Computer Science and Engineering",
      college: "Vellore Institute of Technology",
      graduationYear: "2024",
      marks: "82.65",
      techSkills: ["Python", "Java", "C++", "Web Development", "SQL/Databases", "Cloud/DevOps", "Machine Learning/AI", "Others"],
      otherTechSkills: "Git, Figma",
      certifications: "AWS Certified Cloud Practitioner, NPTEL Programming in Java (Elite)",
      languages: ["English", "Hindi"],
      currentCity: "Bengaluru",
    });
  });

  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["+91-9876543210", "9876543210"],
    ["(+91) 98765-43210", "9876543210"],
    ["Phone: 7012345678", "7012345678"],
    ["+91 987 654 3210", "9876543210"],
  ])("reads the mobile %s as ten digits", (printed, mobile) => {
    expect(readResumeFields(resume("Rahul Verma", printed)).mobile).toBe(mobile);
  });

  it.each(["(415) 555-0134", "+1 415 555 0134", "+44 20 7946 0958", "+49 30 9018200", "+65 9123 4567", "Phone: 12345 67890"])(
    "does not take %s for an Indian mobile",
    (printed) => {
      expect(readResumeFields(resume("Emily Chen", printed)).mobile).toBeUndefined();
    },
  );

  it.each([
    ["CGPA: 8.7/10", "82.65"],
    ["78 %", "78"],
    ["Percentage: 78.4%", "78.4"],
    ["CGPA 9.8", "93.1"],
    ["8.72 CGPA", "82.84"],
    ["CPI: 7.5/10", "71.25"],
    ["GPA 3.6/4.0", "90"],
    ["Cumulative GPA: 3.85 / 4", "96.25"],
  ])("reads the score %s as marks %s (a CGPA × 9.5, a GPA on 4 × 25)", (score, marks) => {
    const fields = readResumeFields(resume("Education", "B.Sc in Physics", "University of Mumbai | 2021", score));
    expect(fields.marks).toBe(marks);
    expect(isMarksWithin(fields.marks ?? "", 100)).toBe(true);
  });

  it.each([
    ["B.Tech (CSE)", "B.Tech", "Computer Science and Engineering"],
    ["B.E., Electronics and Communication Engineering", "B.Tech", "Electronics and Communication Engineering"],
    ["Bachelor of Technology in Information Technology", "B.Tech", "Information Technology"],
    ["BSc Mathematics", "B.Sc", "Mathematics"],
    ["B.S. in Computer Science", "B.Sc", "Computer Science"],
    ["BCA", "BCA", "Computer Applications"],
    ["M.E. (ECE)", "M.Tech", "Electronics and Communication Engineering"],
    ["MSc, Data Science", "M.Sc", "Data Science"],
    ["MBA (Finance)", "MBA", "Finance"],
    ["MCA", "Others", "Computer Applications"],
    ["Diploma in Mechanical Engineering", "Diploma", "Mechanical Engineering"],
  ])("maps the degree %s to %s, course %s", (degree, qualification, course) => {
    const fields = readResumeFields(resume("Education", degree, "Anna University | 2019 - 2023"));
    expect(fields).toMatchObject({ qualification, course, college: "Anna University", graduationYear: "2023" });
  });

  it.each([
    ["Class of 2024", "2024"],
    ["2020 – 2024", "2024"],
    ["Aug 2021 – Present (Expected 2025)", "2025"],
    ["Expected 2026", "2026"],
  ])("reads the year of passing from %s", (period, year) => {
    expect(readResumeFields(resume("Education", "B.Tech in Civil Engineering", `IIT Bombay | ${period}`)).graduationYear).toBe(year);
  });

  it("takes the latest degree, not the school rows or an earlier degree", () => {
    const fields = readResumeFields(
      resume(
        "Academic Qualifications",
        "M.Tech in Computer Science and Engineering",
        "IIT Bombay | 2022 – 2024",
        "CGPA 9.1/10",
        "B.E. (IT)",
        "College of Engineering, Pune | 2018 – 2022",
        "72%",
        "Class XII (CBSE) | Kendriya Vidyalaya, Chennai | 2018 | 95%",
      ),
    );
    expect(fields).toMatchObject({ qualification: "M.Tech", college: "IIT Bombay", graduationYear: "2024", marks: "86.45" });
  });

  it("reads education written institution first", () => {
    const fields = readResumeFields(
      resume("Education", "Jadavpur University", "B.Sc in Physics | 2019 – 2022", "81%", "Ryan International School", "Class XII | 2019"),
    );
    expect(fields).toMatchObject({
      qualification: "B.Sc",
      course: "Physics",
      college: "Jadavpur University",
      graduationYear: "2022",
      marks: "81",
    });
  });

  it("reads an education table whose cells are apart by tabs, a long cell wrapped", () => {
    const fields = readResumeFields(
      resume(
        "EDUCATION",
        "Degree\tInstitution\tYear\tScore",
        "Bachelor of Engineering in Computer Science and\tNational Institute of Technology,\t2016 – 2020\tCGPA 8.2/10",
        "Engineering\tTiruchirappalli",
        "HSC (Maharashtra Board)\tDAV Public School\t2016\t88%",
      ),
    );
    expect(fields).toMatchObject({
      qualification: "B.Tech",
      course: "Computer Science and Engineering",
      college: "National Institute of Technology, Tiruchirappalli",
      graduationYear: "2020",
      marks: "77.9",
    });
  });

  it("finds the degree in a resume without headings", () => {
    expect(
      readResumeFields(resume("Rahul Verma", "rahul.verma@gmail.com", "B.Tech in Mechanical Engineering, Anna University, 2021, 74%")),
    ).toMatchObject({
      fullName: "Rahul Verma",
      qualification: "B.Tech",
      course: "Mechanical Engineering",
      college: "Anna University",
      graduationYear: "2021",
      marks: "74",
    });
  });

  it("reads a banner whose name shares a line with the e-mail, and title-cases a name in capitals", () => {
    expect(readResumeFields(resume("Ananya R. Iyer\tananya.iyer@outlook.com", "Chennai, Tamil Nadu")).fullName).toBe("Ananya R. Iyer");
    expect(readResumeFields(resume("NOAH GARCÍA", "Data Analyst", "noah.garcia@icloud.com")).fullName).toBe("Noah García");
  });

  it("finds the name after a sidebar, and does not count it as a skill", () => {
    const fields = readResumeFields(
      resume(
        "Contact",
        "9876543210",
        "meera.nair@gmail.com",
        "Kochi, Kerala",
        "Skills",
        "Python",
        "Machine Learning",
        "Meera Nair",
        "Data Analyst",
        "Education",
        "BCA",
        "Christ University, Bengaluru | 2023",
      ),
    );
    expect(fields).toMatchObject({
      fullName: "Meera Nair",
      techSkills: ["Python", "Machine Learning/AI"],
      currentCity: "Kochi",
      college: "Christ University, Bengaluru",
    });
    expect(fields.otherTechSkills).toBeUndefined();
  });

  it("normalises GitHub and LinkedIn links as the wizard's link fields take them", () => {
    expect(readResumeFields("GitHub: www.github.com/dev-ravi | LinkedIn: in.linkedin.com/in/ravi-k-123/")).toMatchObject({
      github: "https://github.com/dev-ravi",
      linkedin: "https://www.linkedin.com/in/ravi-k-123",
    });
  });

  it("reads the current city from the contact lines, not from a college's city", () => {
    expect(
      readResumeFields(resume("Kavya Menon", "kavya@gmail.com · Sector 62, Noida", "Education", "B.Tech, IIT Bombay, 2022")).currentCity,
    ).toBe("Noida");
    expect(
      readResumeFields(resume("Kavya Menon", "kavya@gmail.com", "Education", "B.Tech, College of Engineering, Pune, 2022")).currentCity,
    ).toBeUndefined();
    expect(readResumeFields(resume("Daniel Brown", "d.brown@proton.me", "Austin, TX")).currentCity).toBe("Austin");
  });

  it("does not take programming languages for spoken ones", () => {
    expect(readResumeFields(resume("Skills", "Languages: Python, Java")).languages).toBeUndefined();
    expect(readResumeFields(resume("Languages", "Hindi, Marathi")).languages).toEqual(["Hindi"]);
  });

  it("returns nothing for text that is not a resume, fast, even when long and hostile", () => {
    for (const text of [
      "",
      "%PDF-1.7 garbage",
      "a".repeat(200_000),
      "1 ".repeat(100_000),
      "Education\nB.Tech in ".repeat(20_000),
      "x@" + "a.".repeat(100_000),
    ]) {
      const started = performance.now();
      const fields = readResumeFields(text);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(resumeFieldsSchema.safeParse(fields).success).toBe(true);
    }
  });
});
