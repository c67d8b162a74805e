import { Typography, type TypographyProps } from "@mui/material";
import { useTranslate } from "react-admin";

/**
 * What a screen shows while its data is on its way: "Loading..." (or `text`), announced to screen readers as a busy
 * status. Every screen's plain-text loading state is this one, so whoever waits for a screen (a person with a screen
 * reader, the browser tests' "drawn") can tell it from the data.
 * @example if (isPending) return <LoadingText sx={{ p: 2 }} />;
 */
export function LoadingText({ text, ...props }: { text?: string } & Omit<TypographyProps, "children">) {
  const translate = useTranslate();
  return (
    <Typography role="status" aria-busy="true" {...props}>
      {text ?? translate("common.loading")}
    </Typography>
  );
}
