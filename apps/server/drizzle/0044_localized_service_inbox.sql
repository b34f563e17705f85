-- Inbox messages get their text in other languages than the stored (Portuguese) one; null: none.
ALTER TABLE "inbox_messages" ADD COLUMN "translations" jsonb;--> statement-breakpoint
-- Service channel titles become one text per language: a stored plain title is kept for both languages, except the
-- demo seed's live chat, whose Portuguese-only title gets its English name.
UPDATE "merchant_settings" SET "value" = jsonb_set("value", '{channels}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(c -> 'title') = 'string' THEN jsonb_set(c, '{title}', jsonb_build_object(
      'pt', c -> 'title',
      'en', CASE WHEN c ->> 'title' = 'Chat ao vivo' THEN to_jsonb('Live chat'::text) ELSE c -> 'title' END))
    ELSE c END ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements("value" -> 'channels') WITH ORDINALITY AS e(c, ord)))
WHERE "key" = 'customerService' AND jsonb_typeof("value" -> 'channels') = 'array';
