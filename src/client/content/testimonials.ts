// Employee testimonials, one-liners and figures shown on /employee-says and on /life-at-rft.
// Photos live under src/client/public/media/people/; a photo that fails to load shows initials.
export type Testimonial = {
  id: number;
  name: string;
  role: string;
  photo: string;
  text: string;
  rating: 4 | 5;
};

export const TESTIMONIAL_PHOTO_SIZE = 240;

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: "Priya Sharma",
    role: "Senior Software Engineer",
    photo: "/media/people/priya-sharma.svg",
    text: "I get to build learning tools that thousands of students use every week, with a team that reviews code kindly and ships often.",
    rating: 5,
  },
  {
    id: 2,
    name: "Arjun Mehta",
    role: "AI Research Lead",
    photo: "/media/people/arjun-mehta.svg",
    text: "Our research goes from whiteboard to classroom in weeks. Few places let you see the impact of a model this quickly.",
    rating: 5,
  },
  {
    id: 3,
    name: "Sneha Iyer",
    role: "Product Designer",
    photo: "/media/people/sneha-iyer.svg",
    text: "Designers sit with students and founders from day one, so every decision is grounded in real conversations.",
    rating: 4,
  },
  {
    id: 4,
    name: "Rahul Verma",
    role: "Training Manager",
    photo: "/media/people/rahul-verma.svg",
    text: "Watching a cohort go from their first line of Python to a demo-day project is the best part of my job.",
    rating: 5,
  },
  {
    id: 5,
    name: "Ananya Gupta",
    role: "Data Scientist",
    photo: "/media/people/ananya-gupta.svg",
    text: "The data is messy, the problems are real and the people are generous with their time. I have learned more here in a year than in three before.",
    rating: 5,
  },
  {
    id: 6,
    name: "Vikram Nair",
    role: "DevOps Engineer",
    photo: "/media/people/vikram-nair.svg",
    text: "We keep our platforms simple and well documented, which means calm on-call weeks and time for improvements.",
    rating: 4,
  },
  {
    id: 7,
    name: "Kavya Reddy",
    role: "Incubation Programme Manager",
    photo: "/media/people/kavya-reddy.svg",
    text: "Helping first-time founders find their footing is deeply rewarding, and the whole company shows up for demo day.",
    rating: 5,
  },
  {
    id: 8,
    name: "Rohan Das",
    role: "Frontend Developer",
    photo: "/media/people/rohan-das.svg",
    text: "Flexible hours, a real learning budget and teammates who pair with you when you are stuck.",
    rating: 4,
  },
  {
    id: 9,
    name: "Meera Joshi",
    role: "HR Business Partner",
    photo: "/media/people/meera-joshi.svg",
    text: "People here are trusted to own their work. My job is to make growing in it as easy as possible.",
    rating: 5,
  },
];

export const ONE_LINERS: { quote: string; author: string }[] = [
  { quote: "Every week I learn something I can use the next day.", author: "Priya, Engineering" },
  { quote: "Our ideas reach real classrooms, fast.", author: "Arjun, AI Research" },
  { quote: "Feedback here is honest, kind and quick.", author: "Sneha, Design" },
  { quote: "I came for a job and found a community.", author: "Rohan, Frontend" },
  { quote: "Founders, students and engineers all under one roof.", author: "Kavya, Incubation" },
];

export type TestimonialStat = { value: string; label: string };

export const TESTIMONIAL_STATS = {
  satisfaction: { value: "95%", label: "Employee Satisfaction" },
  rating: { value: "4.8/5", label: "External Rating" },
  retention: { value: "92%", label: "Retention Rate" },
  tenure: { value: "3+ Years", label: "Average Tenure" },
} satisfies Record<string, TestimonialStat>;
