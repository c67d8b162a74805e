import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { Button, Divider, ListItemText, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useGetIdentity, useLogout, useNavigate, usePermissions, useTranslate } from "react-admin";
import type { Permissions } from "../authProvider";
import { entriesOf } from "../navigation/registry";
import { useExportData } from "./useExportData";

/**
 * The top bar's user menu, labelled with the username (spec 000 section 2). Its screens come from the registry
 * (navigation/registry.ts, group "user"), with the Admin Panel's own screens (group "admin") listed under it so each
 * is two clicks away.
 */
export function UserMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  const role = permissions?.role;
  const navigate = useNavigate();
  const logout = useLogout();
  const exportData = useExportData();
  const close = () => setAnchor(null);
  const go = (path: string) => () => {
    close();
    navigate(path);
  };

  return (
    <>
      <Button color="inherit" startIcon={<AccountCircleIcon />} onClick={(e) => setAnchor(e.currentTarget)} sx={{ textTransform: "none" }} aria-haspopup="menu">
        {(identity?.username as string | undefined) ?? translate("layout.user")}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} transformOrigin={{ vertical: "top", horizontal: "right" }}>
        {/* Reports, invoices and the export carry money: a crew account has none of them. */}
        {entriesOf("user", role).flatMap(({ id, path, label = id }) => [
          <MenuItem key={id} onClick={go(path)}>
            <ListItemText>{translate(label)}</ListItemText>
          </MenuItem>,
          ...(id === "admin" ? entriesOf("admin", role) : []).map((sub) => (
            <MenuItem key={sub.id} onClick={go(sub.path)} sx={{ pl: 4 }}>
              <ListItemText slotProps={{ primary: { variant: "body2" } }}>{translate(sub.label ?? sub.id)}</ListItemText>
            </MenuItem>
          )),
        ])}
        {!permissions?.isCrew && (
          <MenuItem
            onClick={() => {
              close();
              void exportData();
            }}
          >
            <ListItemText>{translate("layout.exportData")}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemText>{translate("layout.signOut")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
