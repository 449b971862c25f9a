// Who works on the employer side: HR, and the interviewers HR invites (who see only their interviews).
export const STAFF_ROLES = ["hr", "interviewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const HR_ONLY = "You are not authorized to access the HR area.";

export function isStaff(user: { role: string }): boolean {
  return (STAFF_ROLES as readonly string[]).includes(user.role);
}

/** Where each staff role lands after signing in, and where the other one's pages send it. */
export const STAFF_HOME = { hr: "/hr", interviewer: "/interviews" } as const satisfies Record<StaffRole, string>;

export function staffHome(role: StaffRole): (typeof STAFF_HOME)[StaffRole] {
  return STAFF_HOME[role];
}

/** The link to a staff role's area in the site's account menus. */
export const STAFF_AREA = { hr: "HR Area", interviewer: "Interviews" } as const satisfies Record<StaffRole, string>;
