import { MenuItem, Select } from "@mui/material";
import { useTranslate } from "react-admin";
import { ROLES, type Role } from "../../api/client/rules";

/** The four roles (admin, editor, read only, crew), labelled in the UI's language. */
export function RoleSelect({ value, onChange, label }: { value: string; onChange(role: Role): void; label: string }) {
  const translate = useTranslate();
  return (
    <Select size="small" value={value} onChange={(e) => onChange(e.target.value as Role)} inputProps={{ "aria-label": label }} sx={{ minWidth: 130 }}>
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`users.role.${role}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
