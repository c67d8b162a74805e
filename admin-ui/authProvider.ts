import { HttpError, type AuthProvider } from "react-admin";
import { canEdit } from "../api/domain/users";
import { api, read } from "./lib/api";
import type { User } from "./lib/types";

/** What the screens read from usePermissions(). */
export interface Permissions {
  role: string;
  isAdmin: boolean;
  canEdit: boolean;
}

/** A registration the server accepted but an administrator still has to approve: nobody is signed in. */
export class PendingApprovalError extends Error {}

interface Credentials {
  username: string;
  password: string;
  displayName?: string;
  register?: boolean;
}

let current: User | null = null;

async function loadUser(): Promise<User> {
  if (current) return current;
  const { user } = await read(api.api.auth.user.$get());
  current = user;
  return user;
}

/** Sessions live in an http-only cookie; this provider only asks the server who is signed in. */
export const authProvider: AuthProvider = {
  async login({ username, password, displayName, register }: Credentials) {
    if (!register) {
      current = (await read(api.api.auth.login.$post({ json: { username, password } }))).user;
      return;
    }
    const body = { username, password, displayName: displayName?.trim() || undefined };
    const answer: { user?: User; requiresApproval?: boolean; message?: string } = await read(api.api.auth.register.$post({ json: body }));
    if (answer.requiresApproval || !answer.user) throw new PendingApprovalError(answer.message ?? "");
    current = answer.user;
  },
  async logout() {
    current = null;
    // A failed logout still signs the user out here; it is only logged (spec 000 section 4).
    await read(api.api.auth.logout.$post()).catch((error) => console.warn("Logout failed", error));
  },
  async checkAuth() {
    current = null;
    await loadUser();
  },
  async checkError(error: unknown) {
    // 403 is "admin access required" on one call, not a lost session.
    if (error instanceof HttpError && error.status === 401) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    const user = await loadUser();
    return { id: user.id, fullName: user.displayName || user.username, username: user.username };
  },
  async getPermissions(): Promise<Permissions> {
    const user = await loadUser();
    return { role: user.role, isAdmin: user.isAdmin, canEdit: canEdit(user) };
  },
};
