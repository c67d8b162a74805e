import { useMediaQuery, type Theme } from "@mui/material";

/**
 * True below the `md` breakpoint (900 px), where react-admin's own layout turns its sidebar into a drawer; the
 * shell, the task list and the dialogs follow the same line.
 */
export function useIsSmall(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down("md"), { noSsr: true });
}
