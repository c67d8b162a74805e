import { Notification } from "react-admin";
import { SIDEBAR_WIDTH } from "./Sidebar";

/**
 * react-admin's notification (one toast at a time, 5 seconds; spec 000 section 9). It sits at the bottom left of
 * the main area, where it covers neither the top bar nor a dialog's action buttons.
 */
export function ToastNotification() {
  return (
    <Notification
      autoHideDuration={5000}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      sx={{ left: { md: SIDEBAR_WIDTH + 16 } }}
    />
  );
}
