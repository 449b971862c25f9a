// Departments of the company, in the spec's order, with the URL slug the HR area uses.
export const DEPARTMENTS = ["Engineering", "Design", "Marketing", "Sales", "HR", "Finance", "Operations"] as const;

export type Department = (typeof DEPARTMENTS)[number];

export function departmentSlug(department: Department): string {
  return department.toLowerCase();
}

export function departmentFromSlug(slug: string): Department | undefined {
  return DEPARTMENTS.find((d) => d.toLowerCase() === slug.toLowerCase());
}
