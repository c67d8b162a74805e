import { Box, CircularProgress } from "@mui/material";
import { type ComponentProps, type ComponentType, type JSX, lazy, Suspense } from "react";
import { useTranslate } from "react-admin";
import { loadCatalogue } from "../i18n/provider";

/** The small spinner shown while a screen's or dialog's code downloads (usually well under a second). */
export function ScreenLoading() {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate("common.loading")} sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress size={28} />
    </Box>
  );
}

/**
 * A screen (or dialog) whose code is loaded when it is first shown, not with the first page: `load` is a dynamic
 * import, which Bun's bundler turns into a separate chunk (`splitting: true` in api/spa/spa.ts). The export is named
 * (`pick`), as every component in admin-ui is; React.lazy wants a default export, so it is wrapped here. The screen
 * shows once the UI's whole catalogue of texts is there too (the first screen's own texts are bundled with it;
 * admin-ui/i18n/provider.ts), downloaded side by side with the screen's code.
 */
export function lazyScreen<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C, fallback: JSX.Element | null = <ScreenLoading />) {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadCatalogue()]).then(([module]) => ({ default: pick(module) })));
  const Lazy = lazy(preload);
  function LazyScreen(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  /** Starts the download before the screen is shown (a screen that knows it will show it soon). */
  LazyScreen.preload = () => void preload().catch(() => undefined);
  return LazyScreen;
}
