import type { TooltipProps } from "@mui/material";
import { lazy, Suspense } from "react";

// MUI's Tooltip brings Popper and @popperjs (about 10 KiB gzipped): its own chunk, loaded when first shown.
const Tooltip = lazy(() => import("@mui/material/Tooltip"));

/**
 * MUI's Tooltip for a control of the first screen that only some users see (the entity selector's delete): the
 * control shows at once, and gains its tooltip as soon as the tooltip's code has arrived (well before a hover's delay).
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
