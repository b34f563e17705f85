-- The audit log is append-only: UPDATE, DELETE and TRUNCATE are refused (AU001), whoever asks; only the owner of the
-- table can switch the trigger off, and `ops audit check` then finds what was changed (docs/decisions/back-office.md).
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: an operator action cannot be edited or removed', TG_TABLE_NAME USING ERRCODE = 'AU001';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
