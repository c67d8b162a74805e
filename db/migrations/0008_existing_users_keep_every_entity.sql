-- Existing non-admin accounts keep what they could see before grants existed: every entity, present and future
-- (docs/access.md). The explicit grants list every current entity as well.
INSERT INTO "user_entity_grants" ("user_id", "entity_id")
SELECT "users"."id", "entities"."id" FROM "users" CROSS JOIN "entities" WHERE "users"."role" <> 'admin'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "users" SET "all_entities" = true WHERE "role" <> 'admin';
