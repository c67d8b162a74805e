import { useEffect, useState } from "react";
import { lazyScreen } from "../../lib/lazy-screen";
import { type PendingConflict, subscribeConflicts } from "./index";

// The dialog and its comparison are a chunk of their own: loaded with the first conflict, never with the first screen.
const ConflictDialog = lazyScreen(() => import("./ConflictDialog"), (m) => m.ConflictDialog, null);

/** Where a version conflict is shown (one at a time, in the order they came): mounted once, beside the toasts. */
export function ConflictHost() {
  const [pending, setPending] = useState<PendingConflict | null>(null);
  useEffect(() => subscribeConflicts(setPending), []);
  if (!pending) return null;
  return <ConflictDialog key={pending.id} pending={pending} />;
}
