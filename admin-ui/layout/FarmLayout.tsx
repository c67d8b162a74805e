import { Box } from "@mui/material";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Navigate } from "react-router-dom";
import { useLocation, usePermissions } from "react-admin";
import { CREW_HOME, crewMayOpen } from "../crew/crew-routes";
import type { Permissions } from "../authProvider";
import { AuthLoading } from "./AuthLoading";
import { LayoutError } from "./LayoutError";
import { Sidebar, SIDEBAR_WIDTH } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useIsSmall } from "./useIsSmall";
import { useAccountLocale } from "./useAccountLocale";

// The drawer (MUI's Drawer and its slide) is only used below 900 px: its own chunk, loaded by a small screen.
const Drawer = lazy(() => import("@mui/material/Drawer"));

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
  useEffect(() => setDrawerOpen(false), [pathname]);
  // The same function on every render, so the memoized top bar is not rendered again with the layout.
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
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
        {/* data-role says the permissions have loaded (and which): screens hide edit controls until then. */}
        <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, flex: 1, minWidth: 0 }} data-role={permissions?.role}>
          <ErrorBoundary FallbackComponent={LayoutError} resetKeys={[pathname]}>
            {/* A crew account sees Record work and Settings only: every other screen (and its calls) stays closed. */}
            {isPending ? <AuthLoading /> : permissions?.isCrew && !crewMayOpen(pathname) ? <Navigate to={CREW_HOME} replace /> : <Suspense fallback={<AuthLoading />}>{children}</Suspense>}
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
