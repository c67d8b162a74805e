import { Box } from "@mui/material";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Navigate } from "react-router-dom";
import { useLocation, usePermissions } from "react-admin";
import { lazyScreen } from "../lib/lazy-screen";
import { DASHBOARD_PATHS } from "../lib/boot-reads";
import { dropFirstPaint } from "../lib/first-paint";
import { CREW_HOME, mayUse, screenAt } from "../navigation/registry";
import type { Permissions } from "../authProvider";
import { AuthLoading } from "./AuthLoading";
import { LayoutError } from "./LayoutError";
import { Sidebar, SIDEBAR_WIDTH } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useIsSmall } from "./useIsSmall";
import { useAccountLocale } from "./useAccountLocale";

// The drawer (MUI's Drawer and its slide) is only used below 900 px: its own chunk, loaded by a small screen.
const Drawer = lazy(() => import("@mui/material/Drawer"));
// What a role reads on a screen it may not use: rare, so a chunk of its own.
const Denied = lazyScreen(() => import("../navigation/Denied"), (m) => m.Denied);
// What an account whose password an admin set sees before anything else: rare, so a chunk of its own.
const ChoosePassword = lazyScreen(() => import("../auth/ChoosePasswordPage"), (m) => m.ChoosePasswordPage);

/**
 * Below 900 px react-admin's Create button floats in the screen's bottom corner (60 px up, 56 px tall): the page
 * ends this far below its content (in 8 px units), so scrolled to its end nothing it holds (a list's next-page
 * arrow) stays under the button.
 */
const FAB_CLEARANCE = 16;

/**
 * The shell around every signed-in screen: sidebar on the left, top bar above the current tab. Below 900 px the
 * sidebar is a drawer opened from the top bar's menu button and closed by choosing a tab, as react-admin's layout
 * does on small screens.
 */
export function FarmLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Permissions>();
  const small = useIsSmall();
  useAccountLocale();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The server's first paint is of the dashboard: any other screen (a link followed, a denial) takes its place at once.
  useLayoutEffect(() => {
    if (!DASHBOARD_PATHS.has(pathname) || permissions?.mustChangePassword) dropFirstPaint();
  }, [pathname, permissions?.mustChangePassword]);
  useEffect(() => setDrawerOpen(false), [pathname]);
  // The same function on every render, so the memoized top bar is not rendered again with the layout.
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  // The registry says who may use each screen (navigation/registry.ts): a crew account is sent to its home from any
  // other path, another role reads a denial instead of the screen; an unregistered path is react-admin's 404.
  const screen = screenAt(pathname);
  const allowed = screen === undefined ? !permissions?.isCrew : mayUse(screen, permissions?.role);
  // The server answers nothing else until the user chooses their own password: no shell, no screen behind it.
  if (permissions?.mustChangePassword) return <ChoosePassword />;
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "#f6f7f4" }}>
      {small ? (
        <Suspense fallback={null}>
          <Drawer variant="temporary" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
            <Sidebar />
          </Drawer>
        </Suspense>
      ) : (
        <Sidebar />
      )}
      <Box sx={{ flex: 1, display: "flex", flexDirection: "column", minWidth: 0 }}>
        <TopBar onMenu={small ? openDrawer : undefined} />
        {/* data-role says the permissions have loaded (and which): screens hide edit controls until then; data-screen names the registered screen shown. */}
        <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, pb: { xs: FAB_CLEARANCE, md: 3 }, flex: 1, minWidth: 0 }} data-role={permissions?.role} data-screen={!isPending && allowed ? screen?.id : undefined}>
          <ErrorBoundary FallbackComponent={LayoutError} resetKeys={[pathname]}>
            {/* A crew account sees Record work and Settings only: every other screen (and its calls) stays closed. */}
            {isPending ? <AuthLoading /> : allowed ? <Suspense fallback={<AuthLoading />}>{children}</Suspense> : permissions?.isCrew ? <Navigate to={CREW_HOME} replace /> : <Denied screen={screen} />}
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
