// The word pools the resume corpus draws from (issue #31): Indian and international names, colleges,
// cities, degrees as printed and the wizard's value each maps to. Data only.
import type { ResumeFields } from "../../src/shared/application/resume-fields.js";

type Qualification = NonNullable<ResumeFields["qualification"]>;

export const INDIAN_FIRST = [
  "Priya",
  "Rahul",
  "Ananya",
  "Arjun",
  "Sneha",
  "Vikram",
  "Kavya",
  "Rohan",
  "Meera",
  "Aditya",
  "Pooja",
  "Karthik",
  "Divya",
  "Siddharth",
  "Nisha",
  "Harish",
  "Lakshmi",
  "Amit",
  "Shreya",
  "Manoj",
  "Deepika",
  "Varun",
  "Aishwarya",
  "Nikhil",
  "Ritu",
  "Sanjay",
  "Ishita",
  "Gaurav",
  "Tanvi",
  "Abhishek",
];
export const INDIAN_LAST = [
  "Sharma",
  "Verma",
  "Iyer",
  "Reddy",
  "Nair",
  "Patel",
  "Gupta",
  "Kulkarni",
  "Menon",
  "Chatterjee",
  "Singh",
  "Deshpande",
  "Rao",
  "Joshi",
  "Banerjee",
  "Pillai",
  "Agarwal",
  "Mishra",
  "Bhat",
  "Khan",
  "Das",
  "Yadav",
  "Mehta",
  "Sinha",
  "Krishnan",
];
export const INDIAN_MIDDLE = ["Kumar", "R.", "S.", "Prasad", "M."];
export const INTL_FIRST = ["Emily", "Lukas", "Sofia", "Daniel", "Hannah", "Mateo", "Olivia", "Noah", "Chloe", "Liam", "Yuki", "Elena"];
export const INTL_LAST = [
  "Chen",
  "Müller",
  "García",
  "Johnson",
  "Schmidt",
  "Rossi",
  "Williams",
  "Tanaka",
  "Brown",
  "Novak",
  "Dubois",
  "Kowalski",
];

export const MAIL_DOMAINS_IN = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "hotmail.com"];
export const MAIL_DOMAINS_INTL = ["gmail.com", "outlook.com", "proton.me", "icloud.com"];

/** City as the truth holds it, then how a contact line may print it. */
export const INDIAN_CITIES: [city: string, printed: string[]][] = [
  ["Pune", ["Pune, Maharashtra", "Pune, India", "Kothrud, Pune - 411038"]],
  ["Bengaluru", ["Bengaluru, Karnataka", "Bengaluru, India", "Koramangala, Bengaluru 560034"]],
  ["Bangalore", ["Bangalore, Karnataka", "Bangalore"]],
  ["Hyderabad", ["Hyderabad, Telangana", "Gachibowli, Hyderabad"]],
  ["Chennai", ["Chennai, Tamil Nadu", "Chennai"]],
  ["Mumbai", ["Mumbai, Maharashtra", "Andheri East, Mumbai 400069"]],
  ["New Delhi", ["New Delhi, India", "New Delhi - 110017"]],
  ["Kolkata", ["Kolkata, West Bengal", "Salt Lake, Kolkata"]],
  ["Noida", ["Noida, Uttar Pradesh", "Sector 62, Noida"]],
  ["Gurugram", ["Gurugram, Haryana"]],
  ["Jaipur", ["Jaipur, Rajasthan"]],
  ["Ahmedabad", ["Ahmedabad, Gujarat"]],
  ["Kochi", ["Kochi, Kerala"]],
  ["Indore", ["Indore, Madhya Pradesh"]],
  ["Nagpur", ["Nagpur, Maharashtra"]],
  ["Coimbatore", ["Coimbatore, Tamil Nadu"]],
  ["Lucknow", ["Lucknow, Uttar Pradesh"]],
  ["Bhubaneswar", ["Bhubaneswar, Odisha"]],
  ["Chandigarh", ["Chandigarh"]],
  ["Visakhapatnam", ["Visakhapatnam, Andhra Pradesh"]],
];
export const INTL_CITIES: [city: string, printed: string[]][] = [
  ["San Francisco", ["San Francisco, CA", "San Francisco, California"]],
  ["Toronto", ["Toronto, ON, Canada", "Toronto, Canada"]],
  ["London", ["London, UK", "London, United Kingdom"]],
  ["Berlin", ["Berlin, Germany"]],
  ["Singapore", ["Singapore"]],
  ["Austin", ["Austin, TX"]],
  ["Munich", ["Munich, Germany"]],
  ["Sydney", ["Sydney, Australia"]],
];

export const INDIAN_COLLEGES = [
  "Indian Institute of Technology, Delhi",
  "IIT Bombay",
  "National Institute of Technology, Tiruchirappalli",
  "Vellore Institute of Technology",
  "BITS Pilani",
  "Anna University",
  "Pune Institute of Computer Technology",
  "Delhi Technological University",
  "Jadavpur University",
  "Manipal Institute of Technology",
  "SRM Institute of Science and Technology",
  "College of Engineering, Pune",
  "Amity University, Noida",
  "Christ University, Bengaluru",
  "St. Xavier's College, Mumbai",
  "Lovely Professional University",
  "KIIT University",
  "PES University",
  "R.V. College of Engineering",
  "Thapar Institute of Engineering and Technology",
  "University of Mumbai",
  "Osmania University",
  "Savitribai Phule Pune University",
  "Symbiosis Institute of Technology",
];
export const DIPLOMA_COLLEGES = ["Government Polytechnic, Nagpur", "Government Polytechnic, Mumbai", "Bharati Vidyapeeth Polytechnic"];
export const INTL_COLLEGES = [
  "University of Toronto",
  "Stanford University",
  "Technical University of Munich",
  "University of Manchester",
  "National University of Singapore",
  "Arizona State University",
  "University of Melbourne",
  "Imperial College London",
];
export const SCHOOLS = [
  "Delhi Public School, Pune",
  "Kendriya Vidyalaya, Chennai",
  "St. Joseph's High School",
  "Ryan International School",
  "DAV Public School",
];

/** Engineering branches: the course's full name and the abbreviation a resume may print instead. */
export const ENGINEERING_COURSES: [course: string, abbreviation?: string][] = [
  ["Computer Science and Engineering", "CSE"],
  ["Information Technology", "IT"],
  ["Electronics and Communication Engineering", "ECE"],
  ["Electrical and Electronics Engineering", "EEE"],
  ["Mechanical Engineering"],
  ["Civil Engineering"],
  ["Artificial Intelligence and Data Science"],
];
export const SCIENCE_COURSES = ["Computer Science", "Physics", "Mathematics", "Information Technology", "Data Science", "Statistics"];
export const ARTS_COURSES = ["Economics", "English", "Psychology"];
export const MBA_COURSES = ["Finance", "Marketing", "Business Analytics"];

export type DegreeKind = {
  qualification: Qualification;
  /** Printed forms of the degree. */
  printed: string[];
  /** The course when the degree names none (BCA → Computer Applications). */
  impliedCourse?: string;
  courses: () => [course: string, abbreviation?: string][];
  level: number;
};

export const INDIAN_DEGREES: DegreeKind[] = [
  {
    qualification: "B.Tech",
    printed: ["B.Tech", "B. Tech", "BTech", "B.E.", "Bachelor of Technology", "Bachelor of Engineering"],
    courses: () => ENGINEERING_COURSES,
    level: 2,
  },
  {
    qualification: "B.Sc",
    printed: ["B.Sc", "B.Sc.", "BSc", "Bachelor of Science"],
    courses: () => SCIENCE_COURSES.map((c) => [c]),
    level: 2,
  },
  {
    qualification: "BCA",
    printed: ["BCA", "Bachelor of Computer Applications"],
    impliedCourse: "Computer Applications",
    courses: () => [],
    level: 2,
  },
  { qualification: "BA", printed: ["B.A.", "Bachelor of Arts"], courses: () => ARTS_COURSES.map((c) => [c]), level: 2 },
  {
    qualification: "M.Tech",
    printed: ["M.Tech", "M.E.", "Master of Technology"],
    courses: () => ENGINEERING_COURSES.slice(0, 4),
    level: 3,
  },
  { qualification: "M.Sc", printed: ["M.Sc", "MSc", "Master of Science"], courses: () => SCIENCE_COURSES.map((c) => [c]), level: 3 },
  {
    qualification: "MBA",
    printed: ["MBA", "Master of Business Administration"],
    impliedCourse: "Business Administration",
    courses: () => MBA_COURSES.map((c) => [c]),
    level: 3,
  },
  {
    qualification: "Diploma",
    printed: ["Diploma"],
    courses: () => [["Computer Engineering"], ["Mechanical Engineering"], ["Electrical Engineering"]],
    level: 1,
  },
  {
    qualification: "Others",
    printed: ["MCA", "Master of Computer Applications"],
    impliedCourse: "Computer Applications",
    courses: () => [],
    level: 3,
  },
  { qualification: "Others", printed: ["B.Com", "Bachelor of Commerce"], impliedCourse: "Commerce", courses: () => [], level: 2 },
];
export const INTL_DEGREES: DegreeKind[] = [
  {
    qualification: "B.Sc",
    printed: ["B.S.", "BSc", "Bachelor of Science"],
    courses: () => SCIENCE_COURSES.slice(0, 3).map((c) => [c]),
    level: 2,
  },
  {
    qualification: "M.Sc",
    printed: ["M.S.", "MSc", "Master of Science"],
    courses: () => SCIENCE_COURSES.slice(0, 3).map((c) => [c]),
    level: 3,
  },
  {
    qualification: "B.Tech",
    printed: ["BEng", "Bachelor of Engineering"],
    courses: () => ENGINEERING_COURSES.slice(0, 3).map(([c]) => [c]),
    level: 2,
  },
  { qualification: "MBA", printed: ["MBA"], impliedCourse: "Business Administration", courses: () => [], level: 3 },
];

/** A printed skill word and the spec skill it counts as (undefined: an other skill). */
export const SKILL_WORDS: [word: string, spec?: string][] = [
  ["Python", "Python"],
  ["Java", "Java"],
  ["C++", "C++"],
  ["JavaScript", "JavaScript"],
  ["TypeScript", "JavaScript"],
  ["React", "Web Development"],
  ["Node.js", "Web Development"],
  ["HTML", "Web Development"],
  ["CSS", "Web Development"],
  ["Angular", "Web Development"],
  ["Django", "Web Development"],
  ["Spring Boot", "Web Development"],
  ["PostgreSQL", "SQL/Databases"],
  ["MySQL", "SQL/Databases"],
  ["MongoDB", "SQL/Databases"],
  ["SQL", "SQL/Databases"],
  ["AWS", "Cloud/DevOps"],
  ["Docker", "Cloud/DevOps"],
  ["Kubernetes", "Cloud/DevOps"],
  ["Azure", "Cloud/DevOps"],
  ["Jenkins", "Cloud/DevOps"],
  ["TensorFlow", "Machine Learning/AI"],
  ["PyTorch", "Machine Learning/AI"],
  ["scikit-learn", "Machine Learning/AI"],
  ["Machine Learning", "Machine Learning/AI"],
  ["Data Structures", "Data Structures & Algorithms"],
  ["Algorithms", "Data Structures & Algorithms"],
  ["Network Security", "Cybersecurity"],
  ["Ethical Hacking", "Cybersecurity"],
  ["Git"],
  ["Linux"],
  ["Go"],
  ["Rust"],
  ["Kotlin"],
  ["Figma"],
  ["Tableau"],
  ["MATLAB"],
  ["Flutter"],
  ["Power BI"],
  ["C"],
];

export const CERTIFICATIONS = [
  "AWS Certified Cloud Practitioner",
  "NPTEL Programming in Java (Elite)",
  "Google Data Analytics Professional Certificate",
  "Machine Learning by Stanford (Coursera)",
  "Oracle Certified Associate Java SE 8",
  "Microsoft Azure Fundamentals (AZ-900)",
  "Cisco CCNA Routing and Switching",
  "HackerRank Problem Solving (Gold)",
  "Meta Front-End Developer Certificate",
  "Certified Kubernetes Application Developer",
];

export const SPOKEN_LANGUAGES_IN = ["English", "Hindi", "Marathi", "Tamil", "Telugu", "Kannada", "Bengali", "Malayalam", "Gujarati"];
export const SPOKEN_LANGUAGES_INTL = ["English", "French", "German", "Spanish", "Japanese"];

export const HEADLINES = [
  "Software Engineer",
  "Full Stack Developer",
  "Final-year Engineering Student",
  "Data Analyst",
  "Aspiring Cloud Engineer",
  "Frontend Developer",
];

export const PROJECT_LINES = [
  "Built a campus attendance app used by 1,200 students; cut roll-call time by 80%.",
  "Designed a REST API for a food-delivery startup serving 5,000 orders a day.",
  "Implemented a recommendation engine for an online bookstore during a summer internship.",
  "Led a team of four to build a hospital queue display for a district hospital.",
  "Wrote an open-source CLI that converts spreadsheets into charts; 300 stars on GitHub.",
  "Automated the monthly sales report at Infosys (Jun 2023 – Aug 2023), saving two days of work.",
  "Developed a chat-bot for a college fest that answered 10,000 questions.",
  "Migrated a legacy billing system to a cloud deployment with zero downtime.",
  "Software Engineering Intern, Tata Consultancy Services, May 2023 – Jul 2023.",
  "Research assistant on traffic prediction from city camera feeds, 2022.",
  "Won second place at Smart India Hackathon 2022 with a crop-disease detector.",
  "Volunteered as a mentor for first-year students in programming fundamentals.",
];
