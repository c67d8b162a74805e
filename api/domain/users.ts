export const ROLES = ["admin", "editor", "readonly", "crew"] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = "admin";
export const EDITOR_ROLE: Role = "editor";
export const READONLY_ROLE: Role = "readonly";
export const CREW_ROLE: Role = "crew";

/** The languages the admin UI speaks; English is the default. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** What the API tells a client about a user; never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  displayName: string | null;
  role: string;
  isAdmin: boolean;
  isApproved: boolean;
  /** The UI language chosen by the user (LOCALES). */
  locale: string;
  createdAt: string;
  /** The entities the account may reach; null = every entity (admins). */
  entityIds: number[] | null;
  /** Granted every entity, present and future (entityIds then lists every current one); always false for admins. */
  allEntities: boolean;
  /** Admin or editor: may write (editors in their granted entities only). */
  canEdit: boolean;
  /** A crew account: records work, sees no money (docs/access.md). */
  isCrew: boolean;
  /** The password was set by an admin: the user must choose their own before anything else (first-password.md). */
  mustChangePassword: boolean;
}

export interface SessionUser extends PublicUser {
  /** Set when the request is made with an API token: the token's id (its role and grants are already applied). */
  tokenId?: number;
}

/** True for the only role that reaches admin pages (users, backup, audit, chart of accounts, price list). */
export const isAdminRole = (role: string | undefined | null) => role === ADMIN_ROLE;

/** Admins and editors may write; readonly and crew may not (crew records tasks through its own rules). */
export const canEdit = (user: Pick<PublicUser, "role"> | null | undefined) => user?.role === ADMIN_ROLE || user?.role === EDITOR_ROLE;

/**
 * How wide a role is, for "a token no wider than its creator": admin > editor > readonly; crew is apart (it writes
 * tasks but reads no money), so only crew (or nothing) fits under crew, and crew fits under admin alone.
 * @example roleWithin("readonly", "editor") === true; roleWithin("crew", "editor") === false
 */
export function roleWithin(role: string, creator: string): boolean {
  if (creator === ADMIN_ROLE) return true;
  if (creator === CREW_ROLE) return role === CREW_ROLE;
  if (creator === EDITOR_ROLE) return role === EDITOR_ROLE || role === READONLY_ROLE;
  return role === READONLY_ROLE;
}

export function toPublicUser(row: {
  id: number;
  username: string;
  displayName: string | null;
  role: string;
  isApproved: boolean;
  locale?: string | null;
  createdAt: Date;
  allEntities?: boolean;
  mustChangePassword?: boolean;
}, grantedEntityIds: readonly number[] = []): PublicUser {
  const admin = isAdminRole(row.role);
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    isAdmin: admin,
    isApproved: row.isApproved,
    locale: row.locale ?? "en",
    createdAt: row.createdAt.toISOString(),
    entityIds: admin ? null : [...grantedEntityIds].sort((a, b) => a - b),
    allEntities: !admin && row.allEntities === true,
    canEdit: canEdit(row),
    isCrew: row.role === CREW_ROLE,
    mustChangePassword: row.mustChangePassword === true,
  };
}

/** The name of the session cookie: the server sets it, farmctl's `login` reads it. */
export const SESSION_COOKIE = "farm_session";
