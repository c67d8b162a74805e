import { Box } from "@mui/material";
import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation, usePermissions } from "react-admin";
import type { Permissions } from "../authProvider";
import { AuthLoading } from "./AuthLoading";
import { LayoutError } from "./LayoutError";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

/** The shell around every signed-in screen: sidebar on the left, top bar above the current tab. */
export function FarmLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "#f6f7f4" }}>
      <Sidebar />
      <Box sx={{ flex: 1, display: "flex", flexDirection: "column", minWidth: 0 }}>
        <TopBar />
        {/* data-role says the permissions have loaded (and which): screens hide edit controls until then. */}
        <Box component="main" sx={{ p: 3, flex: 1 }} data-role={permissions?.role}>
          <ErrorBoundary FallbackComponent={LayoutError} resetKeys={[pathname]}>
            <Suspense fallback={<AuthLoading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
