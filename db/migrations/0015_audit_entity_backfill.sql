-- Audit rows written before audit_log.entity_id existed get the entity of the record they name, where it still
-- exists (docs/decisions/audit-entity.md); rows of records since removed keep no entity.
UPDATE "audit_log" a SET "entity_id" = t."entity_id" FROM "tasks" t
WHERE a."entity_id" IS NULL AND a."resource" = 'tasks' AND a."action" <> 'import' AND a."resource_id" = t."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = f."entity_id" FROM "fields" f
WHERE a."entity_id" IS NULL AND a."resource" = 'fields' AND a."resource_id" = f."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = f."entity_id" FROM "leases" l JOIN "fields" f ON f."id" = l."field_id"
WHERE a."entity_id" IS NULL AND a."resource" = 'leases' AND a."resource_id" = l."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = f."entity_id"
FROM "lease_payments" p JOIN "leases" l ON l."id" = p."lease_id" JOIN "fields" f ON f."id" = l."field_id"
WHERE a."entity_id" IS NULL AND a."resource" = 'payments' AND a."resource_id" = p."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = b."entity_id" FROM "budgets" b
WHERE a."entity_id" IS NULL AND a."resource" = 'budgets' AND a."action" <> 'import' AND a."resource_id" = b."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = c."entity_id" FROM "accounts" c
WHERE a."entity_id" IS NULL AND a."resource" = 'accounts' AND a."resource_id" = c."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = c."entity_id" FROM "category_accounts" c
WHERE a."entity_id" IS NULL AND a."resource" = 'category-accounts' AND a."resource_id" = c."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = f."entity_id" FROM "field_crop_years" y JOIN "fields" f ON f."id" = y."field_id"
WHERE a."entity_id" IS NULL AND a."resource" = 'crop-years' AND a."resource_id" = y."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = e."id" FROM "entities" e
WHERE a."entity_id" IS NULL AND a."resource_id" = e."id"::text
  AND (a."resource" IN ('entities', 'price-list') OR (a."resource" IN ('tasks', 'budgets') AND a."action" = 'import'));
--> statement-breakpoint
UPDATE "audit_log" a SET "entity_id" = e."id" FROM "entities" e
WHERE a."entity_id" IS NULL AND a."resource" = 'journal-exports' AND a."changes"->>'entityId' = e."id"::text;
