-- Guesses at a secret are reserved before they are checked (login-ladder.ts, secret-attempts.ts): a pending
-- row counts toward its account at once and toward its address and device only once the guess failed, so
-- a burst of right logins behind one carrier-grade NAT address does not ask its players for a captcha.
ALTER TABLE "login_failures" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("merchant_id","device_id","created_at");