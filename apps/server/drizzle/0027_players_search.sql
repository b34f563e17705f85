-- The back office's player search over a million members (issue 29, modules/players): a username prefix in any case
-- (LIKE 'ab%' can use a btree only with text_pattern_ops under a non-C collation), a mobile number typed without its
-- country code (the unique index leads with the code), an e-mail in any case, and a status filter that finds the few
-- disabled members without reading the active ones. CPF, id, upline and registration-time searches use the indexes
-- members already had (members_created_idx of migration 0010 orders by registration time).
CREATE INDEX "members_username_prefix_idx" ON "members" USING btree ("merchant_id","username_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("merchant_id","mobile_num") WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("merchant_id",lower("email")) WHERE "members"."email" is not null;--> statement-breakpoint
CREATE INDEX "members_not_active_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."status" <> 'active';