import { createRouter } from "../../lib/create-router";
import * as handlers from "./auth.handlers";
import * as routes from "./auth.routes";

const router = createRouter()
  .openapi(routes.register, handlers.register)
  .openapi(routes.login, handlers.login)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.logoutEverywhere, handlers.logoutEverywhere)
  .openapi(routes.currentUser, handlers.currentUser);

export default router;
