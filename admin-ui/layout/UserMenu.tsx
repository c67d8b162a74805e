import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { Button, Divider, ListItemText, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useGetIdentity, useLogout, useNavigate, useTranslate } from "react-admin";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { useExportData } from "./useExportData";

/** The top bar's user menu, labelled with the username (spec 000 section 2). */
export function UserMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const { isAdmin, isCrew } = useCanEdit();
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
        {!isCrew && (
          <MenuItem onClick={go("/equipment-reports")}>
            <ListItemText>{translate("layout.equipmentReports")}</ListItemText>
          </MenuItem>
        )}
        {!isCrew && (
          <MenuItem onClick={go("/stone-equipment-invoice")}>
            <ListItemText>{translate("layout.stoneEquipmentInvoice")}</ListItemText>
          </MenuItem>
        )}
        {isAdmin && (
          <MenuItem onClick={go("/admin")}>
            <ListItemText>{translate("layout.adminPanel")}</ListItemText>
          </MenuItem>
        )}
        {!isCrew && (
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
