import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { ProductFilterSchema } from "../../schemas/products.schemas";
import * as service from "../../services/products.service";
import * as routes from "./products.routes";

export const list = listHandler(routes.list, "products", service.PRODUCT_SORTABLE, ProductFilterSchema, service.listProducts);
export const getOne = readHandler(routes.getOne, service.getProduct);
export const create = createHandler(routes.create, service.createProduct);
export const update = updateHandler(routes.update, service.updateProduct);
export const remove = removeHandler(routes.remove, service.deleteProduct);
