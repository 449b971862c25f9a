// Skills, certifications and languages. Skills come from the skills section only (a project line
// that mentions Docker is not a claim of the skill): each word maps to the spec's list, the rest
// become "other skills" (and "Others" in the list), as the wizard takes them.
import { LANGUAGES, TECH_SKILLS } from "../../../shared/application/options.js";
import type { ResumeFields } from "../../../shared/application/resume-fields.js";
import { isPlaceLine } from "./read-contact.js";
import { joinWrappedLines, sectionLines, type ResumeSections } from "./resume-sections.js";

type TechSkill = (typeof TECH_SKILLS)[number];
type Language = (typeof LANGUAGES)[number];

const SKILL_WORDS: Record<Exclude<TechSkill, "Others">, string[]> = {
  Python: ["python", "python3"],
  Java: ["java", "core java", "java se", "j2ee"],
  "C++": ["c++", "cpp"],
  JavaScript: ["javascript", "js", "typescript", "ts", "es6", "ecmascript"],
  "Web Development": [
    "web development",
    "html",
    "html5",
    "css",
    "css3",
    "html/css",
    "react",
    "react.js",
    "reactjs",
    "next.js",
    "nextjs",
    "angular",
    "angularjs",
    "vue",
    "vue.js",
    "node",
    "node.js",
    "nodejs",
    "express",
    "express.js",
    "django",
    "flask",
    "fastapi",
    "spring",
    "spring boot",
    "php",
    "laravel",
    "bootstrap",
    "tailwind",
    "tailwind css",
    "jquery",
    "rest",
    "rest api",
    "rest apis",
    "graphql",
    "asp.net",
    "ruby on rails",
    "svelte",
    "redux",
  ],
  "SQL/Databases": [
    "sql",
    "mysql",
    "postgresql",
    "postgres",
    "mongodb",
    "oracle",
    "oracle db",
    "sqlite",
    "redis",
    "dbms",
    "nosql",
    "sql server",
    "ms sql",
    "mariadb",
    "cassandra",
    "dynamodb",
    "firebase",
    "databases",
    "pl/sql",
  ],
  "Data Structures & Algorithms": [
    "data structures",
    "algorithms",
    "dsa",
    "data structures & algorithms",
    "data structures and algorithms",
    "competitive programming",
    "problem solving",
  ],
  "Cloud/DevOps": [
    "aws",
    "amazon web services",
    "azure",
    "microsoft azure",
    "gcp",
    "google cloud",
    "docker",
    "kubernetes",
    "k8s",
    "jenkins",
    "terraform",
    "ci/cd",
    "devops",
    "ansible",
    "github actions",
    "cloud computing",
    "openshift",
  ],
  "Machine Learning/AI": [
    "machine learning",
    "deep learning",
    "tensorflow",
    "pytorch",
    "keras",
    "scikit-learn",
    "sklearn",
    "nlp",
    "natural language processing",
    "computer vision",
    "opencv",
    "artificial intelligence",
    "ai",
    "ml",
    "generative ai",
    "llms",
  ],
  Cybersecurity: [
    "cybersecurity",
    "cyber security",
    "network security",
    "ethical hacking",
    "penetration testing",
    "information security",
    "vulnerability assessment",
    "burp suite",
    "metasploit",
  ],
};

const SKILL_OF = new Map<string, TechSkill>(
  (Object.entries(SKILL_WORDS) as [TechSkill, string[]][]).flatMap(([skill, words]) => words.map((word) => [word, skill] as const)),
);

/** The spec's skill a word counts as, or undefined when the list has none for it. */
export function skillOf(word: string): TechSkill | undefined {
  return SKILL_OF.get(word.trim().toLowerCase().replace(/\s+/g, " "));
}

/** The wizard's limit on the other-skills and certifications fields. */
const TEXT_FIELD_MAX = 500;

/** Items joined by commas, as many whole ones as fit in max characters. */
function listWithin(items: string[], max: number): string {
  let text = "";
  for (const item of items) {
    const next = text ? `${text}, ${item}` : item;
    if (next.length > max) break;
    text = next;
  }
  return text;
}

/** "Tools & Frameworks: Docker, Git" → the words after the label. */
function skillWords(line: string): string[] {
  const content = line.replace(/^[•·▪■●*-]\s*/, "").replace(/^[A-Za-z][A-Za-z &/-]{0,30}:\s*/, "");
  return content
    .split(/[,;|•·\t]|\s-\s/)
    .flatMap((part) => {
      const word = part.trim().replace(/\.$/, "");
      // "HTML/CSS" is two words; "CI/CD" is one.
      if (word.includes("/") && !skillOf(word)) return word.split("/").map((piece) => piece.trim());
      return [word];
    })
    .filter((word) => word !== "" && word.length <= 40 && word.split(" ").length <= 4);
}

/** An e-mail, a link, a phone number or an address: contact details a layout's reading order put after a list. */
function isContactDetail(line: string): boolean {
  return /@|https?:\/\/|\b[\w-]+\.(?:com|in|org|io|me|dev)\//i.test(line) || /\d[\d\s().+-]{7,}\d/.test(line) || isPlaceLine(line);
}

export function readSkills(resume: ResumeSections): Pick<ResumeFields, "techSkills" | "otherTechSkills"> {
  const lines = joinWrappedLines(sectionLines(resume, "skills").filter((line) => !isContactDetail(line)));
  const found = new Set<TechSkill>();
  const others: string[] = [];
  for (const word of lines.flatMap(skillWords)) {
    const skill = skillOf(word);
    if (skill) found.add(skill);
    else if (!others.some((other) => other.toLowerCase() === word.toLowerCase())) others.push(word);
  }
  if (others.length) found.add("Others");
  if (found.size === 0) return {};
  return {
    techSkills: TECH_SKILLS.filter((skill) => found.has(skill)),
    ...(others.length ? { otherTechSkills: listWithin(others, TEXT_FIELD_MAX) } : {}),
  };
}

/** One certification a line (a line that does not start a bullet continues the one before). */
export function readCertifications(resume: ResumeSections): string | undefined {
  const lines = sectionLines(resume, "certifications").filter((line) => !isContactDetail(line));
  const bulleted = lines.some((line) => /^[•·▪■●*-]\s/.test(line));
  const items: string[] = [];
  for (const line of lines) {
    const text = line
      .replace(/^[•·▪■●*-]\s*/, "")
      .replace(/\t/g, " ")
      .trim();
    if (bulleted && !/^[•·▪■●*-]\s/.test(line) && items.length) items[items.length - 1] += ` ${text}`;
    else items.push(text);
  }
  const joined = listWithin(items.filter(Boolean), TEXT_FIELD_MAX);
  return joined || undefined;
}

const LANGUAGE_LINE = /^(languages(?: known)?|spoken languages)\s*[:-]\s*(.+)$/i;

/** English and Hindi, the spec's languages, from a languages section or a "Languages known:" line. */
export function readLanguages(resume: ResumeSections): Language[] | undefined {
  const inSkills = new Set(sectionLines(resume, "skills"));
  const lines = [
    ...sectionLines(resume, "languages"),
    ...resume.lines.filter((line) => !inSkills.has(line)).flatMap((line) => line.match(LANGUAGE_LINE)?.[2] ?? []),
  ].join(" ");
  const found = LANGUAGES.filter((language) => new RegExp(`\\b${language}\\b`, "i").test(lines));
  return found.length ? found : undefined;
}
