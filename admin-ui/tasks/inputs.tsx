import { TextField } from "@mui/material";
import { TextInput, type TextInputProps, useTranslate } from "react-admin";

// Keep typed text as typed: react-admin turns "" into null by default, the form wants strings.
const asTyped = (v: string) => v;

/** A number input holding its text (money and acres travel as strings); `step` per spec 000 section 5. */
export function AmountInput({ step, locked, ...props }: TextInputProps & { step: string; locked?: boolean }) {
  // "locked" is read-only rather than disabled: react-hook-form drops disabled values on submit.
  return (
    <TextInput
      type="number"
      parse={asTyped}
      fullWidth
      slotProps={{ htmlInput: { step, min: 0, readOnly: locked } }}
      sx={locked ? { "& .MuiInputBase-root": { bgcolor: "grey.100" } } : undefined}
      {...props}
    />
  );
}

export function PlainInput(props: TextInputProps) {
  return <TextInput parse={asTyped} fullWidth {...props} />;
}

/** A read-only, auto-calculated value (spec 000 section 5). */
export function ComputedAmount({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{ input: { readOnly: true }, htmlInput: { "data-testid": testId } }}
      sx={{ "& .MuiInputBase-root": { bgcolor: "grey.50", fontWeight: 600 } }}
      helperText={translate("tasks.autoCalculated")}
    />
  );
}
