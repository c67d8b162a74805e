export const ROLES = ["admin", "readonly"] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = "admin";

/** What the API tells a client about a user; never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  displayName: string | null;
  role: string;
  isAdmin: boolean;
  isApproved: boolean;
  createdAt: string;
}

export interface SessionUser extends PublicUser {}

/** Only admins may write (spec 000 section 6: canEdit is granted only to admin). */
export const canEdit = (user: Pick<PublicUser, "role"> | null | undefined) => user?.role === ADMIN_ROLE;

export function toPublicUser(row: {
  id: number;
  username: string;
  displayName: string | null;
  role: string;
  isApproved: boolean;
  createdAt: Date;
}): PublicUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    isAdmin: row.role === ADMIN_ROLE,
    isApproved: row.isApproved,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name of the session cookie: the server sets it, farmctl's `login` reads it. */
export const SESSION_COOKIE = "farm_session";
