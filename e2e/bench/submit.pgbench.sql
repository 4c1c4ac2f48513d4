-- One public form submit (double opt-in event), statement by statement as the API sends it
-- (traced in the API's own driver by run.mjs, e2e/bench/api-probe.cjs; the bench report lists the
-- trace next to this script's count): LeadCaptureService.submit/capture, LeadStore.append,
-- UnitOfWork (the outbox row is written marked as handed over, so the hand-over after the commit
-- sends no statement), then the inline mail job (OutboxRunner + MailService + LeadMailHooks).
-- run.mjs runs it as
--
--   pgbench -n -c 32 -j 2 -T 20 -M prepared -f submit.pgbench.sql \
--     -D run=<tag> -D seq=0 -D devmail=1 -D company_slug=<slug> -D event_slug=<slug> -D event_id=<uuid> -D user_id=<uuid> <db>
--
-- Every transaction captures a new lead: e-mail pgb-<run>-<client_id>-<seq>@bench.example, seq counts
-- per client. Values the API computes in Node (lead id, hashes, the mail payload and body) are
-- computed here in SQL with about the same sizes (outbox payload ~2.3 kB, mail html ~2 kB).
-- -M prepared parses each statement once per connection; so does the API since its TypeORM pool
-- names every statement with parameters (PreparedStatementsClient, backend/src/database/
-- typeorm-options.ts). BEGIN/COMMIT go unprepared on both sides.
-- When the API's statements change, change this script with them (the report shows both counts).

\set seq :seq + 1

-- 1. openEvent(): the company, then the form's event, outside the transaction
SELECT "User"."id" AS "User_id", "User"."email" AS "User_email", "User"."name" AS "User_name", "User"."company_slug" AS "User_company_slug", "User"."password_hash" AS "User_password_hash", "User"."role" AS "User_role", "User"."is_active" AS "User_is_active", "User"."email_verified_at" AS "User_email_verified_at", "User"."event_credits" AS "User_event_credits", "User"."free_event_used_at" AS "User_free_event_used_at", "User"."last_login_at" AS "User_last_login_at", "User"."lead_notifications_enabled" AS "User_lead_notifications_enabled", "User"."weekly_reports_enabled" AS "User_weekly_reports_enabled", "User"."created_at" AS "User_created_at", "User"."updated_at" AS "User_updated_at" FROM "users" "User" WHERE (("User"."company_slug" = :company_slug)) LIMIT 1;
SELECT "id", "user_id", "name", "slug", "start_date", "end_date", "status", "is_free", "form_version", "logo_url", "header_image_url", "primary_color", "secondary_color", "background_color", "intro_text", "download_url", "double_opt_in", "name_required", "custom_field1", "custom_field2", "custom_field1_required", "custom_field2_required", "custom_field1_options", "custom_field2_options", "doi_email_subject", "doi_email_body", "welcome_email_subject", "welcome_email_body", "cta_button_text", "privacy_text", "privacy_url", "submit_button_text", "intro_text_en", "privacy_text_en", "submit_button_text_en", "doi_email_subject_en", "doi_email_body_en", "welcome_email_subject_en", "welcome_email_body_en", "cta_button_text_en", "created_at", "updated_at" FROM events WHERE user_id = :user_id AND slug = :event_slug LIMIT 1;

-- 2. capture(): one transaction (UnitOfWork.run); a paid event is neither read again nor locked
BEGIN;
SELECT "LeadPersonalData"."lead_id" AS "LeadPersonalData_lead_id", "LeadPersonalData"."owner_event_id" AS "LeadPersonalData_owner_event_id", "LeadPersonalData"."email" AS "LeadPersonalData_email", "LeadPersonalData"."name" AS "LeadPersonalData_name", "LeadPersonalData"."custom_field1" AS "LeadPersonalData_custom_field1", "LeadPersonalData"."custom_field2" AS "LeadPersonalData_custom_field2" FROM "lead_personal_data" "LeadPersonalData" WHERE (("LeadPersonalData"."owner_event_id" = :event_id) AND ("LeadPersonalData"."email" = 'pgb-' || :run::text || '-' || :client_id::text || '-' || :seq::text || '@bench.example')) LIMIT 1 FOR UPDATE;
INSERT INTO "lead_personal_data"("lead_id", "owner_event_id", "email", "name", "custom_field1", "custom_field2") VALUES (gen_random_uuid(), :event_id, 'pgb-' || :run::text || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'Visitor ' || :seq::text, NULL, NULL) RETURNING lead_id \gset
INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata) VALUES (gen_random_uuid(), :lead_id, 1, :event_id, 'LeadCaptured', 1, jsonb_build_object('eventId', :event_id::text, 'formVersion', 1, 'doubleOptIn', true, 'consentText', 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.', 'consentTextHash', '25da905a533e2a4f015c7dc360be55eb7c182ab58fd0dfe7e3df4a2d0a93fc43', 'ipHash', md5(:client_id::text || '-' || :seq::text), 'userAgent', 'autocannon-equivalent/pgbench', 'confirmationTokenHash', md5(:lead_id::text) || md5(:lead_id::text || 'c'), 'tokenNonce', substr(md5(:lead_id::text || 'n'), 1, 22), 'locale', 'de'), jsonb_build_object('actor', 'visitor', 'correlationId', :seq::text)) RETURNING position::text AS position, occurred_at \gset
INSERT INTO "leads"("id", "event_id", "status", "double_opt_in", "locale", "confirmation_token_hash", "created_at", "confirmed_at", "doi_sent_at", "doi_resent_at", "doi_resend_count", "welcome_sent_at", "erased_at", "version", "last_position") VALUES (:lead_id, :event_id, 'pending', true, 'de', md5(:lead_id::text) || md5(:lead_id::text || 'c'), :occurred_at, NULL, NULL, NULL, 0, NULL, NULL, 1, :position) RETURNING "locale", "doi_resend_count";
-- issue 19: the funnel counts the submit; the organiser's webhook endpoints for lead.captured are looked up (none here)
INSERT INTO funnel_hits (event_id, step) VALUES (:event_id, 'submits');
SELECT id FROM webhook_endpoints WHERE user_id = :user_id AND active AND 'lead.captured' = ANY(facts) AND (event_ids IS NULL OR :event_id::uuid = ANY(event_ids)) ORDER BY created_at;
INSERT INTO outbox_messages (queue, type, payload, user_id, dispatched_at) VALUES ('mail', 'mail.send', jsonb_build_object('to', 'pgb-' || :run::text || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'subject', 'Bestätige deine Kontaktdaten', 'template', 'event-message', 'sentHook', jsonb_build_object('name', 'lead.doi-mail-sent', 'ref', jsonb_build_object('leadId', :lead_id::text)), 'context', jsonb_build_object('bodyHtml', repeat('<p style="margin: 0 0 16px;">Hallo Visitor, vielen Dank! ', 24), 'bodyText', repeat('Hallo Visitor, vielen Dank für dein Interesse! ', 12), 'button', jsonb_build_object('url', 'http://localhost/bench/confirm/' || md5(:lead_id::text), 'text', 'E-Mail-Adresse bestätigen'), 'logoUrl', NULL, 'brandColor', '#3b82f6', 'headerColor', '#3b82f6', 'senderName', 'Bench', 'footerNote', 'Du erhältst diese E-Mail, weil deine Adresse im Formular „Bench“ eingetragen wurde.')), :user_id, now()) RETURNING id AS ob_id \gset
COMMIT;

-- 3. the inline mail job (OutboxRunner.run): one transaction. With the dev outbox (-D devmail=1,
--    the bench's default stack) the transport writes dev_mailbox in the job's transaction, right
--    after locking the outbox row; with mails over SMTP (-D devmail=0) the database sees no such
--    INSERT.
BEGIN;
SELECT * FROM outbox_messages WHERE id = :ob_id AND completed_at IS NULL AND failed_at IS NULL FOR UPDATE;
\if :devmail
INSERT INTO "dev_mailbox"("id", "message_id", "to_address", "subject", "html", "text", "attachments", "created_at") VALUES (DEFAULT, '<' || gen_random_uuid()::text || '@fairleads.local>', 'pgb-' || :run::text || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'Bestätige deine Kontaktdaten', repeat('<p style="margin: 0 0 16px;">Hallo Visitor, vielen Dank für dein Interesse!</p>', 36), repeat('Hallo Visitor, vielen Dank für dein Interesse! ', 13), DEFAULT, DEFAULT) RETURNING "id", "attachments", "created_at";
\endif
SELECT "Lead"."id" AS "Lead_id", "Lead"."event_id" AS "Lead_event_id", "Lead"."status" AS "Lead_status", "Lead"."double_opt_in" AS "Lead_double_opt_in", "Lead"."locale" AS "Lead_locale", "Lead"."confirmation_token_hash" AS "Lead_confirmation_token_hash", "Lead"."created_at" AS "Lead_created_at", "Lead"."confirmed_at" AS "Lead_confirmed_at", "Lead"."doi_sent_at" AS "Lead_doi_sent_at", "Lead"."doi_resent_at" AS "Lead_doi_resent_at", "Lead"."doi_resend_count" AS "Lead_doi_resend_count", "Lead"."welcome_sent_at" AS "Lead_welcome_sent_at", "Lead"."erased_at" AS "Lead_erased_at", "Lead"."version" AS "Lead_version", "Lead"."last_position" AS "Lead_last_position" FROM "leads" "Lead" WHERE (("Lead"."id" = :lead_id)) LIMIT 1 FOR UPDATE;
INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata) VALUES (gen_random_uuid(), :lead_id, 2, :event_id, 'DoiMailSent', 1, jsonb_build_object('messageId', '<' || md5(:lead_id::text || 'm') || '@fairleads.local>'), '{"actor": "system"}') RETURNING position::text AS position, occurred_at \gset doi_
UPDATE "leads" SET "id" = :lead_id, "event_id" = :event_id, "status" = 'pending', "double_opt_in" = true, "locale" = 'de', "confirmation_token_hash" = md5(:lead_id::text) || md5(:lead_id::text || 'c'), "created_at" = :occurred_at, "confirmed_at" = NULL, "doi_sent_at" = :doi_occurred_at, "doi_resent_at" = NULL, "doi_resend_count" = 0, "welcome_sent_at" = NULL, "erased_at" = NULL, "version" = 2, "last_position" = :doi_position WHERE "id" = :lead_id;
UPDATE outbox_messages SET completed_at = now(), payload = '{}', last_error = NULL, attempts = 1 WHERE id = :ob_id;
COMMIT;
