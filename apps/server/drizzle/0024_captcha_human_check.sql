-- The human check of account requests (issue 27): the ALTCHA HMAC key generated once, and the proof-of-work
-- solutions already accepted, each kept until its challenge expires so that it is accepted once.
CREATE TABLE "captcha_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_spent_proofs" (
	"proof_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_spent_proofs_expires_at_idx" ON "captcha_spent_proofs" USING btree ("expires_at");