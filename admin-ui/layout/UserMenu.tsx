import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { Button, Divider, ListItemText, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useGetIdentity, useLogout, useNavigate } from "react-admin";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { useExportData } from "./useExportData";

/** The top bar's user menu, labelled with the username (spec 000 section 2). */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const { isAdmin } = useCanEdit();
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
        {(identity?.username as string | undefined) ?? "User"}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} transformOrigin={{ vertical: "top", horizontal: "right" }}>
        <MenuItem onClick={go("/equipment-reports")}>
          <ListItemText>Equipment Reports</ListItemText>
        </MenuItem>
        <MenuItem onClick={go("/stone-equipment-invoice")}>
          <ListItemText>Stone Equipment Invoice</ListItemText>
        </MenuItem>
        {isAdmin && (
          <MenuItem onClick={go("/admin")}>
            <ListItemText>Admin Panel</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void exportData();
          }}
        >
          <ListItemText>Export Data</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemText>Sign Out</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
