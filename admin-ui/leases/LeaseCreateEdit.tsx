import { Create, Edit } from "react-admin";
import { LeaseForm } from "./LeaseForm";

export const LeaseCreate = () => (
  <Create title="New lease" redirect="list">
    <LeaseForm />
  </Create>
);

export const LeaseEdit = () => (
  <Edit title="Lease" mutationMode="pessimistic" redirect="list">
    <LeaseForm />
  </Edit>
);
