import type { ServiceContext } from "./context";
import { invalid, notFound } from "../lib/errors";
import { verifyPassword } from "../lib/passwords";
import type { Locale } from "../domain/users";
import { findUserById, updateUser } from "./users.service";

export interface AccountUpdate {
  displayName?: string | null;
  currentPassword?: string;
  newPassword?: string;
  locale?: Locale;
}

/**
 * A signed-in user's own display name, UI language and password. A new password needs the current one, so a session
 * left open on a shared farm computer cannot be used to take the account over.
 */
export async function updateOwnAccount(ctx: ServiceContext, userId: number, input: AccountUpdate, sessionId: string | null = null) {
  if (input.displayName === undefined && input.newPassword === undefined && input.locale === undefined) {
    throw invalid("displayName", "Give a new display name or a new password");
  }
  if (input.newPassword !== undefined) {
    if (!input.currentPassword) throw invalid("currentPassword", "Current password is required");
    const row = await findUserById(ctx, userId);
    if (!row) throw notFound("User");
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
      throw invalid("currentPassword", "Current password is incorrect");
    }
    // The password an admin handed over is to be replaced, not confirmed (docs/decisions/first-password.md).
    if (row.mustChangePassword && input.newPassword === input.currentPassword) {
      throw invalid("newPassword", "Choose a password other than the one you were given");
    }
  }
  return updateUser(ctx, userId, { displayName: input.displayName, password: input.newPassword, locale: input.locale }, sessionId);
}
