import { Box } from "@mui/material";
import { SelectInput, TextInput, useTranslate } from "react-admin";
import { FormSection } from "./FormSection";
import { PlainInput } from "./inputs";
import { APPLICATION_METHODS } from "./product-lines";

const asTyped = (v: string) => v;

/** A crop-protection task's application details for the pesticide use report: time (HH:MM), method and applicator. */
export function ApplicationSection() {
  const translate = useTranslate();
  const methods = APPLICATION_METHODS.map((m) => ({ id: m, name: translate(`applications.methods.${m}`) }));
  return (
    <FormSection title={translate("applications.applicationDetails")} testId="application-section">
      <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr 2fr" }, mt: 1 }}>
        <TextInput
          source="applicationTime"
          type="time"
          parse={asTyped}
          label={translate("applications.applicationTime")}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <SelectInput source="applicationMethod" label={translate("applications.applicationMethod")} choices={methods} translateChoice={false} emptyText=" " emptyValue="" fullWidth />
        <PlainInput source="applicator" label={translate("applications.applicator")} />
      </Box>
    </FormSection>
  );
}
