import { HttpError, type AuthProvider } from "react-admin";
import { api, read } from "./lib/api";
import { setOutboxOwner } from "./offline/outbox";
import { forgetSavedReads, keepSavedRead } from "./offline/saved-reads";
import type { User } from "./lib/types";

/** What the screens read from usePermissions(). */
export interface Permissions {
  role: string;
  isAdmin: boolean;
  canEdit: boolean;
  /** A crew account: the Record work screen and Settings only, no money anywhere. */
  isCrew: boolean;
  /** An admin set the password: the "Choose your password" screen comes before anything else. */
  mustChangePassword: boolean;
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
/** The one GET /api/auth/user under way: react-admin asks checkAuth, identity and permissions at once. */
let inflight: Promise<User> | null = null;
/** The server said 401: nobody is signed in until a sign-in succeeds (no further asking, no 401s in the console). */
let signedOut = false;

// A catalogue key: react-admin translates the message when it shows it (a lost session's notification).
const notSignedIn = () => new HttpError("app.authenticationRequired", 401);

/** Who is signed in, asked of the server once per page load (or once after a sign-in). */
function loadUser(): Promise<User> {
  if (current) return Promise.resolve(current);
  if (signedOut) return Promise.reject(notSignedIn());
  inflight ??= read(api.api.auth.user.$get())
    .then(({ user }) => {
      current = user;
      setOutboxOwner(user);
      return user;
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 401) signedOut = true;
      throw error;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** The signed-in user as the server last answered (after a change to their own account). */
export function signedIn(user: User) {
  current = user;
  signedOut = false;
  setOutboxOwner(user);
  // As GET /api/auth/user would answer: the app opens offline signed in as this user (offline/saved-reads.ts).
  keepSavedRead("/api/auth/user", { user });
}

/** Sessions live in an http-only cookie; this provider only asks the server who is signed in. */
export const authProvider: AuthProvider = {
  async login({ username, password, displayName, register }: Credentials) {
    if (!register) {
      signedIn((await read(api.api.auth.login.$post({ json: { username, password } }))).user);
      return;
    }
    const body = { username, password, displayName: displayName?.trim() || undefined };
    const answer: { user?: User; requiresApproval?: boolean; message?: string } = await read(api.api.auth.register.$post({ json: body }));
    if (answer.requiresApproval || !answer.user) throw new PendingApprovalError(answer.message ?? "");
    signedIn(answer.user);
  },
  async logout() {
    current = null;
    signedOut = true;
    // Entries this account left waiting stay on the device, for when it signs in here again (offline/outbox.ts).
    setOutboxOwner(null);
    // The lists saved for offline use are this account's: the next person on this device must not see them.
    await forgetSavedReads();
    // A failed logout still signs the user out here; it is only logged (spec 000 section 4).
    await read(api.api.auth.logout.$post()).catch((error) => console.warn("Logout failed", error));
  },
  // The session is asked about once; a lost session shows up as a 401 on the next call (checkError).
  async checkAuth() {
    await loadUser();
  },
  async checkError(error: unknown) {
    // 403 is "admin access required" on one call, not a lost session.
    if (error instanceof HttpError && error.status === 401) {
      current = null;
      signedOut = true;
      setOutboxOwner(null);
      throw error;
    }
  },
  async getIdentity() {
    const user = await loadUser();
    return { id: user.id, fullName: user.displayName || user.username, username: user.username, locale: user.locale };
  },
  async getPermissions(): Promise<Permissions> {
    const user = await loadUser();
    // The server says what the account may do (admins and editors write; crew accounts record work only).
    return { role: user.role, isAdmin: user.isAdmin, canEdit: user.canEdit, isCrew: user.isCrew, mustChangePassword: user.mustChangePassword };
  },
};
