import { lazy, Suspense, useEffect, useState } from "react";
import { useNotificationContext } from "react-admin";

const load = () => import("./ToastNotification");
const ToastNotification = lazy(() => load().then((m) => ({ default: m.ToastNotification })));

/**
 * The notification area of the first screen: MUI's Snackbar and the toast logic (./ToastNotification.tsx) are a
 * chunk of their own, downloaded when the browser is idle after the first screen has shown (or at once, should a
 * notice come first), and mounted with the first notice; every notice after it is shown by the same
 * ToastNotification as before (docs/decisions/spa-code-splitting.md).
 */
export function Toasts() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length) setNeeded(true);
  }, [notifications.length]);
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastNotification />
    </Suspense>
  );
}
