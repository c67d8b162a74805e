import { Create, Edit, useTranslate } from "react-admin";
import { LeaseForm } from "./LeaseForm";

export const LeaseCreate = () => {
  const translate = useTranslate();
  return (
  <Create title={translate("leases.newLease")} redirect="list">
    <LeaseForm />
  </Create>
);
};

export const LeaseEdit = () => {
  const translate = useTranslate();
  return (
  <Edit title={translate("leases.lease")} mutationMode="pessimistic" redirect="list">
    <LeaseForm />
  </Edit>
);
};
