import { createRouter } from "../../lib/create-router";

// Routes of this resource are added in their own change.
const router = createRouter();

export default router;
