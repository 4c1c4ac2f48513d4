-- One public form submit (double opt-in event), statement by statement as the API sends it
-- (traced in the API's own driver by run.mjs, e2e/bench/api-probe.cjs; the bench report lists the
-- trace next to this script's count): LeadCaptureService.submit/capture, LeadStore.captureNew,
-- UnitOfWork (the outbox row is written marked as handed over, so the hand-over after the commit
-- sends no statement), then the inline mail job (OutboxRunner + MailService + LeadMailHooks).
-- run.mjs runs it as
--
--   pgbench -n -c 32 -j 2 -T 20 -M prepared -f submit.pgbench.sql \
--     -D run=<tag> -D seq=0 -D devmail=1 -D company_slug=<slug> -D event_slug=<slug> -D event_id=<uuid> -D user_id=<uuid> <db>
--
-- (user_id is not used since events belong to accounts: the account id is read with the event.)
--
-- Every transaction captures a new lead: e-mail pgb-<run>-<client_id>-<seq>@bench.example, seq counts
-- per client. Values the API computes in Node (lead id, hashes, the mail payload and body) are
-- computed here in SQL with about the same sizes (outbox payload ~2.3 kB, mail html ~2 kB).
-- -M prepared parses each statement once per connection; so does the API since its TypeORM pool
-- names every statement with parameters (PreparedStatementsClient, backend/src/database/
-- typeorm-options.ts). BEGIN/COMMIT go unprepared on both sides.
-- When the API's statements change, change this script with them (the report shows both counts).

\set seq :seq + 1

-- 1. the form's event with its account's slug, one read outside the transaction (FormSubmitLimitGuard)
SELECT "id", "account_id", "name", "slug", "short_code", "slug_follows_name", "published_at", "published_by", "start_date", "end_date", "status", "is_free", "form_version", "logo_url", "header_image_url", "logo_image_hash", "header_image_hash", "primary_color", "secondary_color", "background_color", "intro_text", "download_url", "double_opt_in", "name_required", "custom_field1", "custom_field2", "custom_field1_required", "custom_field2_required", "custom_field1_options", "custom_field2_options", "doi_email_subject", "doi_email_body", "welcome_email_subject", "welcome_email_body", "cta_button_text", "privacy_text", "privacy_url", "submit_button_text", "intro_text_en", "privacy_text_en", "submit_button_text_en", "doi_email_subject_en", "doi_email_body_en", "welcome_email_subject_en", "welcome_email_body_en", "cta_button_text_en", "created_at", "updated_at" FROM events WHERE account_id = (SELECT id FROM accounts WHERE company_slug = :company_slug) AND slug = :event_slug LIMIT 1 \gset ev_

-- 2. capture(): one transaction (UnitOfWork.run); a paid event is neither read again nor locked.
--    A new address: its personal data, the LeadCaptured fact and the leads row in one statement
--    (LeadStore.captureNew; the API makes the lead id in Node, here the personal data's INSERT does).
BEGIN;
WITH p AS (INSERT INTO lead_personal_data (lead_id, owner_event_id, email, name, custom_field1, custom_field2) VALUES (gen_random_uuid(), :event_id, 'pgb-' || :run || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'Visitor ' || :seq::text, NULL, NULL) ON CONFLICT (owner_event_id, email) DO NOTHING RETURNING lead_id), f AS (INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata) SELECT gen_random_uuid(), p.lead_id, 1, :event_id::uuid, 'LeadCaptured', 3, jsonb_build_object('eventId', :event_id::text, 'formVersion', 1, 'doubleOptIn', true, 'consentText', 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.', 'consentTextHash', '25da905a533e2a4f015c7dc360be55eb7c182ab58fd0dfe7e3df4a2d0a93fc43', 'ipHash', md5(:client_id::text || '-' || :seq::text), 'userAgent', 'autocannon-equivalent/pgbench', 'confirmationTokenHash', md5(p.lead_id::text) || md5(p.lead_id::text || 'c'), 'tokenNonce', substr(md5(p.lead_id::text || 'n'), 1, 22), 'locale', 'de', 'source', 'form'), jsonb_build_object('actor', 'visitor', 'correlationId', :seq::text) FROM p RETURNING lead_id, position, occurred_at), l AS (INSERT INTO leads ("id", "event_id", "status", "double_opt_in", "locale", "source", "confirmation_token_hash", "created_at", "confirmed_at", "doi_sent_at", "doi_resent_at", "doi_resend_count", "welcome_sent_at", "erased_at", "rating", "tags", "qualified_at", "noted_at", "exported_at", "downloaded_at", "version", "last_position") SELECT f.lead_id, :event_id::uuid, 'pending'::text, true, 'de'::text, 'form'::text, md5(f.lead_id::text) || md5(f.lead_id::text || 'c'), f.occurred_at, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, 0, NULL::timestamptz, NULL::timestamptz, NULL::text, '{}'::text[], NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, 1, f.position FROM f) SELECT lead_id, position::text AS position, occurred_at FROM f \gset
-- issue 19: the funnel counts the submit; the organiser's webhook endpoints and CRM connections for lead.captured are looked up (none here)
INSERT INTO funnel_hits (event_id, step) VALUES (:event_id, 'submits');
SELECT id FROM webhook_endpoints WHERE account_id = :ev_account_id AND active AND 'lead.captured' = ANY(facts) AND (event_ids IS NULL OR :event_id::uuid = ANY(event_ids)) ORDER BY created_at;
SELECT id, account_id, provider, credentials, account_label, account_ref, status, status_message, trigger, event_ids, field_map, created_at, updated_at FROM crm_connections WHERE account_id = :ev_account_id AND status = 'active' AND (event_ids IS NULL OR :event_id::uuid = ANY(event_ids)) ORDER BY provider;
INSERT INTO outbox_messages (queue, type, payload, user_id, account_id, dispatched_at) VALUES ('mail', 'mail.send', jsonb_build_object('to', 'pgb-' || :run || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'subject', 'Bestätige deine Kontaktdaten', 'template', 'event-message', 'sentHook', jsonb_build_object('name', 'lead.doi-mail-sent', 'ref', jsonb_build_object('leadId', :lead_id::text)), 'context', jsonb_build_object('bodyHtml', repeat('<p style="margin: 0 0 16px;">Hallo Visitor, vielen Dank! ', 24), 'bodyText', repeat('Hallo Visitor, vielen Dank für dein Interesse! ', 12), 'button', jsonb_build_object('url', 'http://localhost/bench/confirm/' || md5(:lead_id::text), 'text', 'E-Mail-Adresse bestätigen'), 'logoUrl', NULL, 'brandColor', '#3b82f6', 'headerColor', '#3b82f6', 'senderName', 'Bench', 'footerNote', 'Du erhältst diese E-Mail, weil deine Adresse im Formular „Bench“ eingetragen wurde.')), NULL, :ev_account_id, now()) RETURNING id AS ob_id \gset
COMMIT;

-- 3. the inline mail job (OutboxRunner.run): one transaction. With the dev outbox (-D devmail=1,
--    the bench's default stack) the transport writes dev_mailbox in the job's transaction, right
--    after locking the outbox row; with mails over SMTP (-D devmail=0) the database sees no such
--    INSERT. The DoiMailSent fact and the leads row's update are one statement (LeadStore.appendMailSent).
BEGIN;
SELECT id, queue, type, payload, user_id, account_id, attempts, next_attempt_at, dispatched_at, completed_at, failed_at, last_error, created_at FROM outbox_messages WHERE id = :ob_id AND completed_at IS NULL AND failed_at IS NULL FOR UPDATE;
\if :devmail
INSERT INTO dev_mailbox (message_id, to_address, subject, html, text, attachments, headers) VALUES ('<' || gen_random_uuid()::text || '@fairleads.local>', 'pgb-' || :run || '-' || :client_id::text || '-' || :seq::text || '@bench.example', 'Bestätige deine Kontaktdaten', repeat('<p style="margin: 0 0 16px;">Hallo Visitor, vielen Dank für dein Interesse!</p>', 36), repeat('Hallo Visitor, vielen Dank für dein Interesse! ', 13), '[]'::jsonb, '{}'::jsonb);
\endif
WITH target AS (SELECT id, event_id, version FROM leads WHERE id = :lead_id AND status <> 'erased' FOR UPDATE), facts AS (INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata) SELECT gen_random_uuid(), t.id, t.version + 1, t.event_id, 'DoiMailSent', 1, jsonb_build_object('messageId', '<' || md5(t.id::text || 'm') || '@fairleads.local>'), '{"actor": "system"}' FROM target t RETURNING lead_id, version, position, occurred_at) UPDATE leads l SET version = f.version, last_position = f.position, doi_sent_at = f.occurred_at FROM facts f WHERE l.id = f.lead_id RETURNING l.id;
UPDATE outbox_messages SET completed_at = now(), payload = '{}', last_error = NULL, attempts = 1 WHERE id = :ob_id;
COMMIT;
