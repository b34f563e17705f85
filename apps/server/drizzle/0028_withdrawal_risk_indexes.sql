-- The withdrawal queue's risk flags per row through indexes (issue 29, bench:admin): who else logged in lately from
-- a withdrawal's member's addresses and devices, who else holds its PIX key; and the queue without a status filter.
CREATE INDEX "login_history_ip_idx" ON "login_history" USING btree ("merchant_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_history_device_idx" ON "login_history" USING btree ("merchant_id","device_id","created_at") WHERE "login_history"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_accounts_key_idx" ON "payout_accounts" USING btree ("merchant_id","pix_key");--> statement-breakpoint
CREATE INDEX "withdrawals_key_idx" ON "withdrawals" USING btree ("merchant_id","pix_key");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("merchant_id","created_at");