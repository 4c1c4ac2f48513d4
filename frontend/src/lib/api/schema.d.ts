/**
 * Generated from docs/openapi.json by openapi-typescript (scripts/openapi.mjs): do not edit, run `npm run openapi`.
 */

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account: {id, name, companySlug, role, requireSecondFactor} */
        get: operations["AccountController_account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Renames the current account */
        patch: operations["AccountController_rename"];
        trace?: never;
    };
    "/api/account/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's active API keys, newest first, never the key itself */
        get: operations["ApiKeysController_list"];
        put?: never;
        /** Makes an API key: 201 with the key (shown this once); 409 API_KEYS_TOO_MANY beyond 20 */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes an API key at once; 404 API_KEY_NOT_FOUND for another account’s or a revoked one */
        delete: operations["ApiKeysController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what in the account: newest first, at most 200 */
        get: operations["AccountController_auditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a link (24 hours, single use) to {newEmail}; nothing changes until it is opened. 403 IDENTITY_CURRENT_PASSWORD_WRONG, 409 IDENTITY_EMAIL_TAKEN, 400 IDENTITY_EMAIL_UNCHANGED */
        post: operations["AccountCredentialsController_requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both CRMs (hubspot, pipedrive), connected or not, with their settings; never a token */
        get: operations["CrmConnectionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/integrations/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Connects the CRM with a token (HubSpot: a private app’s access token; Pipedrive: the API token), tried against the CRM first: refused 400 CRM_TOKEN_INVALID, no answer 502 CRM_UNREACHABLE */
        put: operations["CrmConnectionsController_connect"];
        post?: never;
        /** Disconnects: the token goes, waiting deliveries stop, what was sent stays listed */
        delete: operations["CrmConnectionsController_disconnect"];
        options?: never;
        head?: never;
        /** Changes when leads go (trigger), for which events, and the field map; what is left out stays */
        patch: operations["CrmConnectionsController_update"];
        trace?: never;
    };
    "/api/account/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitations neither accepted nor withdrawn (expired ones too), newest first */
        get: operations["AccountController_listInvitations"];
        put?: never;
        /** Invites an address with a role (owner only by an owner); mails a link valid 7 days; 409 for a member or a pending invitation */
        post: operations["AccountController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws an open invitation: its link stops working */
        delete: operations["AccountController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the invitation again with a new link valid 7 days; the old link stops working */
        post: operations["AccountController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves the current account (the session falls back to the next one); 409 ACCOUNT_LAST_OWNER */
        post: operations["AccountController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of the current account with their roles and whether each has a second factor, the first to join first */
        get: operations["AccountController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a member (an owner only by an owner); 409 ACCOUNT_LAST_OWNER */
        delete: operations["AccountController_removeMember"];
        options?: never;
        head?: never;
        /** Changes a member's role; an owner's, or to owner, only by an owner (403 FORBIDDEN_ROLE); 409 ACCOUNT_LAST_OWNER */
        patch: operations["AccountController_changeRole"];
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a new password {currentPassword, newPassword} (registration's rules), ends every other session and mails a notice; 403 IDENTITY_CURRENT_PASSWORD_WRONG, 429 IDENTITY_LOGIN_LOCKED */
        put: operations["AccountCredentialsController_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The second factor: {totpEnabled, recoveryCodesLeft, secondFactorRequired, sessionStrong} */
        get: operations["SecondFactorController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's passkeys, newest first */
        get: operations["PasskeysController_list"];
        put?: never;
        /** Registers a passkey from the authenticator's answer {name, response} and mails a notice; the user's first passkey makes this session strong. 400 PASSKEY_CHALLENGE_MISSING or PASSKEY_REGISTRATION_FAILED, 409 PASSKEY_ALREADY_REGISTERED or PASSKEY_LIMIT_REACHED */
        post: operations["PasskeysController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the user’s passkeys; it no longer signs in. 404 PASSKEY_NOT_FOUND for an id that is not theirs */
        delete: operations["PasskeysController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registration options for navigator.credentials.create() (discoverable, user verification preferred); the challenge holds 5 minutes in the session. 409 PASSKEY_LIMIT_REACHED at 10 passkeys */
        post: operations["PasskeysController_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes after {password}; the old ones stop working; mails a notice. 409 SECOND_FACTOR_NOT_ENABLED */
        post: operations["SecondFactorController_renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns TOTP off with {password, code} (a TOTP or recovery code); mails a notice. 409 SECOND_FACTOR_REQUIRED_BY_POLICY for a platform admin or a member of an account that requires it; 400 SECOND_FACTOR_WRONG_PASSWORD / SECOND_FACTOR_WRONG_CODE */
        post: operations["SecondFactorController_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns TOTP on with a code of the pending secret: ten recovery codes, shown once; the session counts as signed in with a second factor; mails a notice. 400 SECOND_FACTOR_WRONG_CODE, 409 SECOND_FACTOR_NO_SETUP */
        post: operations["SecondFactorController_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/security/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new TOTP secret, pending until …/totp/enable (replaces a pending one); 409 SECOND_FACTOR_ALREADY_ENABLED */
        post: operations["SecondFactorController_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's unexpired sessions, newest first; `current` marks this one */
        get: operations["SessionsController_list"];
        put?: never;
        post?: never;
        /** Ends every session of the user but this one ('Überall abmelden'); each is signed out on its next request */
        delete: operations["SessionsController_endOthers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one session of the user (signed out on its next request); ending the current one signs this browser out at once. 404 SESSION_NOT_FOUND for an id that is not theirs */
        delete: operations["SessionsController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The user's own preferences: {locale: 'de'|'en'}, the language of the organiser area and of their mails */
        patch: operations["AccountSettingsController_savePreferences"];
        trace?: never;
    };
    "/api/account/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes one of the user's accounts the session's current one; 404 ACCOUNT_NOT_FOUND for any other */
        post: operations["AccountController_switchAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/team/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether every member needs a second factor (until they have one, their account routes answer 403 SECOND_FACTOR_REQUIRED); turning it on needs the owner's own session signed in with one (409 SECOND_FACTOR_OWNER_FIRST); in the account audit */
        put: operations["AccountController_setTeamSecurity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account with its members (first to join first) and number of events, sorted by name */
        get: operations["AdminAccountsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System alerts, newest first: [{id, kind, message, createdAt}] */
        get: operations["AdminStatsController_alerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first: {items: [{id, createdAt, action, admin, target: {type, id, name, email, owner}, details}], total, page, pageSize}; names as they are now, null once deleted */
        get: operations["AdminAuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event with its owner and lead counts, newest first */
        get: operations["AdminEventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the event with all its leads */
        delete: operations["AdminEventsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The event's leads as CSV (the organiser export's columns), file event-{id}-leads.csv */
        post: operations["AdminEventsController_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin sign-in: 200 and a session for admins only; 403 for other accounts. With TOTP on: {twoFactorRequired: true}, POST /api/admin/login/2fa completes it. Until the session proves a second factor, the admin routes answer 403 SECOND_FACTOR_REQUIRED */
        post: operations["AdminAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes the admin sign-in with TOTP on: {code} a TOTP or recovery code; 401 IDENTITY_WRONG_SECOND_FACTOR (a failed sign-in; 429 after 5), 401 IDENTITY_SECOND_FACTOR_EXPIRED without a pending admin sign-in */
        post: operations["AdminAuthController_loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** {totalEvents, activeEvents, eventsThisMonth, totalLeads, leadsThisWeek, pendingDeletions} */
        get: operations["AdminStatsController_eventStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** {totalUsers, activeUsers, newUsersThisWeek, admins} */
        get: operations["AdminStatsController_userStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account, admins included, newest first */
        get: operations["AdminUsersController_list"];
        put?: never;
        /** Creates a confirmed, active account (default 1 event credit) */
        post: operations["AdminUsersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the account with everything it owns */
        delete: operations["AdminUsersController_delete"];
        options?: never;
        head?: never;
        /** Changes name, email, role, eventCredits or isActive; deactivation ends the sessions */
        patch: operations["AdminUsersController_update"];
        trace?: never;
    };
    "/api/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the signed-in user, and the accounts they are the only member of with everything those own; body {confirmation: 'DELETE'}; 409 ACCOUNT_LAST_OWNER for the last owner of an account with other members */
        delete: operations["AuthController_deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the address to the one the link was mailed to and tells the old one; 404 EMAIL_CHANGE_INVALID, 410 EMAIL_CHANGE_EXPIRED, 409 IDENTITY_EMAIL_TAKEN */
        post: operations["EmailChangeLinkController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; sets the session cookie. With TOTP on: {twoFactorRequired: true} and nobody signed in yet, POST /api/auth/login/2fa completes it */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes a sign-in with TOTP on: {code} a TOTP code or an unused recovery code; 401 IDENTITY_WRONG_SECOND_FACTOR (counts as a failed sign-in; 429 after 5), 401 IDENTITY_SECOND_FACTOR_EXPIRED without a pending sign-in ('Bitte melde dich erneut an.') */
        post: operations["AuthController_loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session (also when there is none) */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with their accounts and the current one (signedInBefore: false during the first session), or 401 */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey {response} in place of password and code; answers like POST /api/auth/login and sets the session cookie. 400 PASSKEY_CHALLENGE_MISSING, 401 PASSKEY_SIGN_IN_FAILED, 403 as the password sign-in's */
        post: operations["PasskeyLoginController_signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign-in options for navigator.credentials.get() (discoverable credentials); the challenge holds 5 minutes in the session */
        post: operations["PasskeyLoginController_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a reset link (30 minutes, single use) if an activated account has the address; always 202 with the same sentence, at most 3 mails per address and hour */
        post: operations["PasswordResetController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the reset link still holds; 404 PASSWORD_RESET_INVALID (unknown, used, replaced), 410 PASSWORD_RESET_EXPIRED */
        get: operations["PasswordResetController_check"];
        put?: never;
        /** Sets the new password {password} (registration's rules), spends the link, ends every session of the user and mails a notice; 404/410 like the check */
        post: operations["PasswordResetController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register; the activation makes an account with companySlug, or with invitationToken (companySlug then not asked) joins the inviting account. 201 for a new user, 200 when an unconfirmed address gets a new mail */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avv-acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the current processing agreement (AVV) is accepted: {accepted, accepted_at, document_version} */
        get: operations["AccountSettingsController_avvAcceptance"];
        put?: never;
        /** Accepts the current AVV: {accepted: true, document_version: 'v1.0'}; idempotent */
        post: operations["AccountSettingsController_acceptAvv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organiser’s billing data (billing* fields; null where unset) */
        get: operations["BillingDataController_get"];
        /** Saves {firstName, lastName, companyName, email, street, city, postalCode, country, vatId?} */
        put: operations["BillingDataController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe billing portal session for the invoices: {url} */
        post: operations["PaymentsController_billingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of articles, newest first: {posts, pagination: {currentPage, totalPages, total}} */
        get: operations["BlogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article; 404 Artikel nicht gefunden for an unknown slug */
        get: operations["BlogController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/confirm/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Double opt-in confirmation; idempotent; 404 for an unknown link */
        post: operations["ConfirmController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-b2b-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the billing data and opens a Stripe Checkout Session: {url} */
        post: operations["PaymentsController_createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The private purchase: {clientSecret, amountCents (gross), vatRate, vatLabel} */
        post: operations["PaymentsController_createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails in the local dev outbox, newest first (this machine or a platform admin only; others 404) */
        get: operations["DevOutboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organiser’s e-mail notification settings */
        get: operations["AccountSettingsController_emailSettings"];
        /** Saves {leadNotificationsEnabled, weeklyReportsEnabled} */
        put: operations["AccountSettingsController_saveEmailSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/erase/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The visitor erases their data by the link in their mails: 200 {message}; 404 unknown link; 410 'bereits gelöscht' */
        post: operations["EraseController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's events, newest first, every status */
        get: operations["EventsController_list"];
        put?: never;
        /** Creates an event; the first is free, later ones take a credit (402 without); answers {event} */
        post: operations["EventsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events-archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current account's archived events, newest first */
        get: operations["EventsController_listArchived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its lead figures; 404 Event nicht gefunden when not the account’s */
        get: operations["EventsController_get"];
        /** Saves the full settings object or any part of it; answers the saved event */
        put: operations["EventsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives the event (the public form closes, the leads stay); answers the event */
        post: operations["EventsController_archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/card-scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads a business card photo (JPEG, PNG or WebP by content; at most CARD_SCAN_MAX_BYTES, 40 megapixels, 12,000 px a side) with the OCR and answers the fields it found. Nothing is stored. 415 not an image, 413 too large, 422 too many pixels, 503 OCR busy (Retry-After) */
        post: operations["CardScansController_scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's follow-up steps in order ([] = off) */
        get: operations["FollowUpsController_list"];
        /** Replaces the event's follow-up steps (a bare array, at most 3; [] turns them off); answers the saved list */
        put: operations["FollowUpsController_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/follow-ups/{step}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The HTML of the saved step's mail with a sample visitor */
        get: operations["FollowUpsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/follow-ups/{step}/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the saved step's mail with example links to the user's own address, subject '[Test] …' */
        post: operations["FollowUpsController_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/follow-ups/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The consent text with whether it allows further e-mails, and per step the leads waiting, mailed, unsubscribed after it and clicking */
        get: operations["FollowUpsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per day (TZ_BUSINESS) and in total: QR scans, form views, submits, confirmations, downloads; every day of the range listed (at most 366) */
        get: operations["FunnelController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/images/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Uploads the logo or header image (kind logo|header): JPG, PNG or WebP by content, at most 2 MB (413 above), re-encoded as WebP without metadata; it then wins over the URL. Answers the event */
        put: operations["EventImagesController_upload"];
        post?: never;
        /** Removes the uploaded logo or header image (the URL, if any, is used again). Answers the event */
        delete: operations["EventImagesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/images/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image, public (the visitor pages and mails show it), cached for a year under its hash */
        get: operations["EventImagesController_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member captures a lead at the stand: 201 new lead, 200 known address (pending mail re-sent, throttled); a repeated submissionId answers the first answer */
        post: operations["MemberCaptureController_captureLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/leads.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CSV of an event's leads (Name, Email, Event, Custom Field 1, Custom Field 2, Status, Date, Confirmed At) */
        get: operations["LeadsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/mail-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The HTML of the event's DOI or welcome mail with a sample visitor, as the visitor would receive it */
        get: operations["MailPreviewController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of the public form: {qrCode (PNG data URL, or SVG text with ?format=svg), formUrl, scanUrl (the short link the code holds)} */
        get: operations["EventsController_qrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code as a PNG file to print (1200 px). Publishes the form address: from then on the slug is fixed */
        get: operations["EventsController_qrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code as an SVG file to print. Publishes the form address: from then on the slug is fixed */
        get: operations["EventsController_qrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/qr/poster.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A one-page poster for the stand (?size=A4, the default, or A5): the event's colours, name, call to action, the QR code as vector graphics and the form's address */
        get: operations["EventsController_qrPoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready to publish: {ready, items: [{id: privacyUrl|downloadUrl|logo|headerImage|testMail, ok, reason}]}, reasons in the Accept-Language (German by default); links are checked by the server (public addresses only) */
        get: operations["EventReadinessController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/stand-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event’s stand devices, newest first, revoked and expired ones too */
        get: operations["StandDevicesController_list"];
        put?: never;
        /** Registers this device for the stand mode: 201 {device, token (shown once), standPath}; 404 for another’s event */
        post: operations["StandDevicesController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/stand-devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a device: its token answers 401 from then on */
        delete: operations["StandDevicesController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the event's DOI or welcome mail with example links to the user's own address */
        post: operations["TestMailController_sendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes an archived event active again; answers the event */
        post: operations["EventsController_unarchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lifts the lead cap of the free event for one credit; slug, QR code and leads stay. Answers {event, message}; 402 without a credit, 409 when the event has no cap */
        post: operations["EventsController_upgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{companySlug}/{eventSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public form configuration; 410 Event nicht mehr verfügbar when archived or ended */
        get: operations["PublicFormController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{companySlug}/{eventSlug}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the form: 201 new lead, 200 known address (pending mail re-sent, throttled); a repeated submissionId answers the first answer */
        post: operations["PublicFormController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public form configuration by event slug (when exactly one active event has it) */
        get: operations["PublicFormController_configBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/form/{slug}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the form found by event slug */
        post: operations["PublicFormController_submitBySlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 {status, db, queue} when ready; 503 when draining or when the database or Redis is unreachable */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 {status: "ok"} while the process is up */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An external blog image (public http(s) addresses only, raster images up to 5 MB); 400 for a refused address, 502/504 when the image cannot be fetched */
        get: operations["ImageProxyController_proxy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitation of a link; 404 INVITATION_NOT_FOUND when unknown, used or withdrawn, 410 INVITATION_EXPIRED */
        get: operations["InvitationsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the account with the invited role (any signed-in user: the link is the proof; once) and makes it the session's current one; 409 for a member */
        post: operations["InvitationsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organiser's leads, newest first. Optional and combinable: eventId (one of theirs, else 404), status=all|confirmed|pending, q (substring of name, e-mail, answers or note), rating=hot|warm|cold, tag, source=form|stand|badge|card; limit=1..200 pages by cursor (Link rel="next", X-Total-Count); since=<X-Leads-Cursor of an earlier answer> answers only what changed (a lead that no longer matches comes as {id, removed: true}), 304 when nothing did, 410 when the list must be read again. Without limit and since: the whole array, with an ETag (If-None-Match answers 304). */
        get: operations["LeadsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead for the detail panel: answers with the event's labels, note, qualification, consent record and timeline */
        get: operations["LeadsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Qualifies a lead: rating (hot|warm|cold|null), tags (replaces the list), note; answers the lead’s detail */
        patch: operations["LeadsController_qualify"];
        trace?: never;
    };
    "/api/leads/{id}/consent-proof.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lead's consent proof: a one-page PDF from its log */
        get: operations["LeadsController_consentProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the lead’s delivery to each CRM stands (one entry per CRM it was put on its way to) */
        get: operations["LeadCrmController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/crm/{provider}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ‘Erneut senden’: the lead once more to that CRM; 202 with the delivery, now pending */
        post: operations["LeadCrmController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erases the lead's personal data for good (reason: organiser-request, test-entry or wrong-data); the lead stays an anonymous count. crmCopies: the lead's records in connected CRMs, the organiser's to erase there */
        post: operations["LeadsController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/resend-doi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-sends the double opt-in mail of a pending lead; 429 within 24 hours of the last resend */
        post: operations["LeadsController_resendDoi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streams the organiser's leads as a file, with the list's filters (eventId, status, q, rating, tag, source): format=crm (default; the event CSV's CSV columns plus Rating, Tags, Note, Source; comma) or format=excel (semicolons, the event’s field labels, German words and dates). UTF-8 with BOM. Each exported lead gets a LeadExported fact. */
        get: operations["LeadsController_exportDesk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lead desk's figures (?eventId= one of theirs, else all): total, confirmed, pending and the tags in use */
        get: operations["LeadsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether payments are set up: {enabled, publishableKey, pricePerCreditCents} */
        get: operations["PaymentsController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/process-success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grants the credit of a paid checkout session: {success, eventCredits, alreadyProcessed} */
        post: operations["PaymentsController_processSuccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grants the credit of a succeeded private payment: {success, user: {eventCredits}} */
        post: operations["PaymentsController_privateSuccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public site settings: demoBookingUrl, analyticsMeasurementId (or null), operator of the legal notice, retention days (backup and deletion after the end) */
        get: operations["SiteConfigController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals {totalEvents, totalLeads, totalUsers}; counted at most once a minute */
        get: operations["PublicStatsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stand/{companySlug}/{eventSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device and its event, for the stand page (401 when the token is not valid for this event) */
        get: operations["StandController_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stand/{companySlug}/{eventSlug}/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves stand mode with the organiser's PIN: 204, or 403 Die PIN stimmt nicht. (5 tries a minute per device) */
        post: operations["StandController_exit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stand/{companySlug}/{eventSlug}/leads/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rating (hot, warm, cold) and note of a lead this device captured: 204; 404 for any other lead */
        patch: operations["StandLeadsController_qualify"];
        trace?: never;
    };
    "/api/support-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a support ticket or organiser enquiry to SUPPORT_EMAIL; 201 {success, message} */
        post: operations["SupportTicketController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's events, newest first, active and archived */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's leads, newest first, a page at a time; or, with `since`, only what changed
         * @description Pages: `limit` (1–200, default 50) leads newest first; while more follow, `Link: <…>; rel="next"` names the next page (its `cursor`). Every answer carries `X-Leads-Cursor`: given back as `since` (without `cursor`), the answer holds only the leads that changed after it (new, confirmed, rated or tagged), and a lead that no longer matches the filters or was erased as `{id, removed: true}`; nothing changed: `[]`. Leads erased before never appear. Unknown parameters are refused (400).
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead of the account */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rates and tags a lead: `rating` (hot, warm, cold; null clears it), `tags` (replaces the list); what is left out stays. Answers the lead. */
        patch: operations["qualifyLead"];
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document of the public API */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activates the account of ?token= */
        get: operations["VerifyEmailController_byQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activates the account; 400 Ungültiger Aktivierungslink when unknown or expired */
        get: operations["VerifyEmailController_byPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organiser’s endpoints, newest first, without their secrets */
        get: operations["WebhookEndpointsController_list"];
        put?: never;
        /** Adds an endpoint: 201 with its secret (shown this once); 409 beyond the limit */
        post: operations["WebhookEndpointsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WebhookEndpointsController_get"];
        /** Changes an endpoint; active: true also turns one on again that a 410 turned off */
        put: operations["WebhookEndpointsController_update"];
        post?: never;
        delete: operations["WebhookEndpointsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint’s deliveries, newest first, at most 100 */
        get: operations["WebhookEndpointsController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ‘Erneut senden’: the same delivery (same webhook-id) once more */
        post: operations["WebhookEndpointsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ‘Test senden’: a made-up lead of type webhook.test */
        post: operations["WebhookEndpointsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountAuditEntryAnswer: {
            /** @description member.invited, invitation.withdrawn, invitation.resent, member.joined, member.role_changed, member.removed, member.left, account.renamed, account.second_factor_required, account.second_factor_optional, … */
            action: string;
            /** @description The actor's name at the time. */
            actorName: string;
            /** Format: date-time */
            at: string;
            id: string;
            /** @description Whom or what it concerned (an address, a name). */
            subject: string;
        };
        AccountPreferencesAnswer: {
            /**
             * @description The language of the organiser area and of the mails to this user.
             * @enum {string}
             */
            locale: "de" | "en";
        };
        AccountPreferencesDto: {
            /** @enum {string} */
            locale: "de" | "en";
        };
        AccountSummaryAnswer: {
            id: string;
            name: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        AccountUserAnswer: {
            /** @description The session's current account; null when the user belongs to none. */
            accountId: string | null;
            /**
             * @description The user's role in the current account.
             * @enum {string|null}
             */
            accountRole: "manager" | "owner" | "staff" | null;
            /** @description Every account the user is a member of, the one joined first first. */
            accounts: components["schemas"]["AccountSummaryAnswer"][];
            companySlug: string;
            /** @description The same as accountId: the account the session acts in. */
            currentAccountId: string | null;
            email: string;
            eventCredits: number;
            /** @description The one free first event (10 leads) has not been created yet. */
            freeEventAvailable: boolean;
            id: string;
            /**
             * @description The language of the organiser area and of the mails to this user.
             * @enum {string}
             */
            locale: "de" | "en";
            name: string;
            /** @enum {string} */
            role: "admin" | "superadmin" | "user";
            secondFactor: components["schemas"]["SecondFactorStateAnswer"];
            /** @description false during the user's first session (the server knows it on every device). */
            signedInBefore: boolean;
        };
        ActivatedAccountAnswer: {
            email: string;
        };
        ActivationAnswer: {
            message: string;
            user: components["schemas"]["ActivatedAccountAnswer"];
        };
        AdminAccountAnswer: {
            companySlug: string;
            /** Format: date-time */
            createdAt: string;
            eventCredits: number;
            /** @description Its events, any status. */
            events: number;
            id: string;
            /** @description The first to join first. */
            members: components["schemas"]["AdminAccountMemberAnswer"][];
            name: string;
        };
        AdminAccountMemberAnswer: {
            email: string;
            name: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
            userId: string;
        };
        AdminAlertAnswer: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            kind: string;
            message: string;
        };
        AdminEventAccountAnswer: {
            companySlug: string;
            id: string;
        };
        AdminEventAnswer: {
            /** @description The owning account; null once it is gone. */
            account: components["schemas"]["AdminEventAccountAnswer"] | null;
            confirmedLeadCount: number;
            /** Format: date-time */
            createdAt: string;
            endDate: string;
            id: string;
            leadCount: number;
            name: string;
            slug: string;
            startDate: string;
            status: string;
            /** @description The owning account's contact (its first owner); null once the account is gone. */
            user: components["schemas"]["AdminEventOwnerAnswer"] | null;
            /** @description The user id of the owning account's first owner (the admin's filter by user); null once the account is gone. */
            userId: string | null;
        };
        AdminEventOwnerAnswer: {
            email: string;
            id: string;
            name: string;
        };
        AdminLoginAnswer: {
            message: string;
            user: components["schemas"]["AccountUserAnswer"];
        };
        AdminUserAnswer: {
            companySlug: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            eventCount: number;
            eventCredits: number;
            id: string;
            isActive: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            name: string;
            /** @enum {string} */
            role: "admin" | "superadmin" | "user";
        };
        AdminUserChangeAnswer: {
            message: string;
            user: components["schemas"]["AdminUserAnswer"];
        };
        ApiKeyAnswer: {
            /** Format: date-time */
            createdAt: string;
            /** @description The name of the member who made it, as it was then. */
            createdBy: string;
            id: string;
            /**
             * Format: date-time
             * @description The last use, to the minute; null: never used.
             */
            lastUsedAt: string | null;
            name: string;
            /** @description The key's first 12 characters ('flk_' and 8 more), to recognise it. */
            prefix: string;
            scopes: ("events:read" | "leads:read" | "leads:write")[];
        };
        ApiKeyCreatedAnswer: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @description The key: `flk_` and 43 characters. Shown once; only its SHA-256 is kept. */
            key: string;
            name: string;
            prefix: string;
            scopes: ("events:read" | "leads:read" | "leads:write")[];
        };
        AuditEntryAnswer: {
            action: string;
            /** @description The admin who acted; null once their account is deleted. */
            admin: components["schemas"]["AuditPersonAnswer"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Roles, credits, changed fields' names, lead counts: never a secret or a visitor's data. */
            details: {
                [key: string]: unknown;
            };
            id: string;
            target: components["schemas"]["AuditTargetAnswer"];
        };
        AuditLogPageAnswer: {
            items: components["schemas"]["AuditEntryAnswer"][];
            page: number;
            pageSize: number;
            total: number;
        };
        AuditPersonAnswer: {
            email: string;
            id: string;
            name: string;
        };
        AuditTargetAnswer: {
            email: string | null;
            id: string | null;
            name: string | null;
            /** @description An event's owner; null for a user, or once the owner is deleted. */
            owner: components["schemas"]["AuditPersonAnswer"] | null;
            /** @enum {string} */
            type: "event" | "user";
        };
        AvvAcceptanceAnswer: {
            accepted: boolean;
            /**
             * Format: date-time
             * @description null: the current version is not accepted.
             */
            accepted_at: string | null;
            document_version: string;
        };
        AvvAcceptanceDto: {
            accepted: boolean;
            document_version: string;
        };
        BillingDataAnswer: {
            billingCity: string | null;
            billingCompanyName: string | null;
            /** @description null when never saved (the SPA then preselects its default). */
            billingCountry: string | null;
            billingEmail: string | null;
            billingFirstName: string | null;
            billingLastName: string | null;
            billingStreet: string | null;
            billingVatId: string | null;
            billingZip: string | null;
        };
        BillingDataDto: {
            city: string;
            companyName: string;
            /** @enum {string} */
            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IT" | "LT" | "LU" | "LV" | "MT" | "NL" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK" | "US";
            /** Format: email */
            email: string;
            firstName: string;
            lastName: string;
            postalCode: string;
            street: string;
            /** @description Optional; whitespace removed and upper case. Empty means none. */
            vatId?: string;
        };
        BlogPageAnswer: {
            pagination: components["schemas"]["BlogPaginationAnswer"];
            posts: components["schemas"]["BlogPostAnswer"][];
        };
        BlogPaginationAnswer: {
            currentPage: number;
            total: number;
            totalPages: number;
        };
        BlogPostAnswer: {
            author: string;
            /** @description Sanitised HTML. */
            content: string;
            /** @description ISO 8601 in UTC. */
            date: string;
            /** @description Sanitised HTML. */
            excerpt: string;
            featuredImage: string | null;
            featuredImageAlt: string;
            /** @description WordPress: the post id as text; local articles: their slug. */
            id: string;
            seo: components["schemas"]["BlogSeoAnswer"];
            slug: string;
            /** @description Plain text (tags stripped, entities decoded). */
            title: string;
        };
        BlogSeoAnswer: {
            canonical: string;
            description: string;
            ogImage: string | null;
            title: string;
        };
        CardScanAnswer: {
            /** @description The OCR's mean word confidence */
            confidence: number;
            fields: components["schemas"]["CardScanFieldsAnswer"];
            /** @description The text the OCR read, line by line */
            text: string;
        };
        CardScanFieldsAnswer: {
            /** @example Nordlicht Logistik GmbH */
            company: string | null;
            /** @example j.weiss@nordlicht.de */
            email: string | null;
            /** @example Jürgen Weiß */
            name: string | null;
            /**
             * @description E.164
             * @example +491712345678
             */
            phone: string | null;
            /** @example Geschäftsführer */
            title: string | null;
            /** @example www.nordlicht.de */
            website: string | null;
        };
        ChangePasswordDto: {
            currentPassword: string;
            newPassword: string;
        };
        ChangeRoleDto: {
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        CheckoutSessionDto: {
            amount: number;
            billingData: components["schemas"]["BillingDataDto"];
        };
        CheckoutSuccessAnswer: {
            alreadyProcessed: boolean;
            eventCredits: number;
            success: boolean;
        };
        ConfirmationAnswer: {
            downloadUrl: string;
            event: components["schemas"]["ConfirmedEventAnswer"];
            /** @description In the lead's language. */
            message: string;
            success: boolean;
        };
        ConfirmedEventAnswer: {
            backgroundColor: string;
            ctaButtonText: string | null;
            logoUrl: string | null;
            name: string;
            primaryColor: string;
            secondaryColor: string;
        };
        ConnectCrmDto: {
            token: string;
        };
        CreateAdminUserDto: {
            companySlug: string;
            /** Format: email */
            email: string;
            eventCredits?: number;
            name: string;
            password: string;
            /** @enum {string} */
            role?: "admin" | "user";
        };
        CreateApiKeyDto: {
            /** @description The key's name, to recognise it ('Zapier', 'HubSpot-Import'): 1 to 60 characters. */
            name: string;
            /**
             * @example [
             *       "events:read",
             *       "leads:read"
             *     ]
             */
            scopes: ("events:read" | "leads:read" | "leads:write")[];
        };
        CreatedEventAnswer: {
            event: components["schemas"]["EventAnswer"];
        };
        CreateEventDto: {
            /**
             * @description Form background colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            backgroundColor?: string | null;
            /** @description Button of the welcome mail; empty = the default */
            ctaButtonText?: string | null;
            /** @description Empty = the German one (or the English default) */
            ctaButtonTextEn?: string | null;
            /** @description Label of custom field 1; empty switches it off */
            customField1?: string | null;
            /** @description Choices of Zusatzfeld 1: a dropdown when not empty, else free text */
            customField1Options?: string[];
            /** @description Default false */
            customField1Required?: boolean;
            /** @description Label of custom field 2; empty switches it off */
            customField2?: string | null;
            /** @description Choices of Zusatzfeld 2: a dropdown when not empty, else free text */
            customField2Options?: string[];
            /** @description Default false */
            customField2Required?: boolean;
            /** @description Placeholders {{name}}, {{confirmationUrl}}; empty or our default text = the default (read back as its text) */
            doiEmailBody?: string | null;
            /** @description Placeholders {{name}}, {{confirmationUrl}}; empty = the German one (or the English default) */
            doiEmailBodyEn?: string | null;
            /** @description Empty = the default subject */
            doiEmailSubject?: string | null;
            /** @description Empty = the German one (or the English default) */
            doiEmailSubjectEn?: string | null;
            /** @description Default true */
            doubleOptIn?: boolean;
            /**
             * @description What the welcome mail links to; http(s)
             * @example https://example.com/katalog.pdf
             */
            downloadUrl: string;
            /**
             * @description YYYY-MM-DD, not before startDate
             * @example 2026-05-14
             */
            endDate: string;
            /**
             * @description Header image of the form; http(s)
             * @example https://example.com/logo.png
             */
            headerImageUrl?: string | null;
            /** @description Text above the form */
            introText?: string | null;
            /** @description English text above the form; empty = the German one */
            introTextEn?: string | null;
            /**
             * @description Logo on the form and in the mails; http(s)
             * @example https://example.com/logo.png
             */
            logoUrl?: string | null;
            /**
             * @description 1-120 characters
             * @example Messe Wien 2026
             */
            name: string;
            /** @description Default false */
            nameRequired?: boolean;
            /**
             * @description Primary colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            primaryColor?: string | null;
            /** @description The consent the visitor agrees to; empty = the default */
            privacyText?: string | null;
            /** @description English consent text; empty = the German one (or the English default) */
            privacyTextEn?: string | null;
            /**
             * @description Link to the privacy policy next to the consent; http(s)
             * @example https://example.com/logo.png
             */
            privacyUrl?: string | null;
            /**
             * @description Secondary colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            secondaryColor?: string | null;
            /**
             * @description Part of the form URL /form/{companySlug}/{slug}; unique per company; lowercased
             * @example messe-wien-2026
             */
            slug: string;
            /**
             * @description YYYY-MM-DD
             * @example 2026-05-12
             */
            startDate: string;
            /** @description Empty = the default */
            submitButtonText?: string | null;
            /** @description Empty = the German one (or the English default) */
            submitButtonTextEn?: string | null;
            /** @description Placeholders {{name}}, {{downloadUrl}}; empty or our default text = the default (read back as its text) */
            welcomeEmailBody?: string | null;
            /** @description Placeholders {{name}}, {{downloadUrl}}; empty = the German one (or the English default) */
            welcomeEmailBodyEn?: string | null;
            /** @description Empty = the default subject */
            welcomeEmailSubject?: string | null;
            /** @description Empty = the German one (or the English default) */
            welcomeEmailSubjectEn?: string | null;
        };
        CreditsAnswer: {
            eventCredits: number;
        };
        CrmConnectionAnswer: {
            /** @description How the CRM account is named ('HubSpot-Portal 12345', the Pipedrive company); null when not connected. */
            accountLabel: string | null;
            /** @description The CRM account's address; null when not connected. */
            accountUrl: string | null;
            connected: boolean;
            connectedAt: string | null;
            /** @description The events whose leads go; null: every event. */
            eventIds: string[] | null;
            fieldMap: components["schemas"]["CrmFieldMapAnswer"];
            /** @enum {string} */
            provider: "hubspot" | "pipedrive";
            /**
             * @description unauthorized: the CRM refused the token during a delivery (statusMessage says when); null when not connected.
             * @enum {string|null}
             */
            status: "active" | "unauthorized" | null;
            statusMessage: string | null;
            /**
             * @description captured: each lead at once; confirmed: after its double opt-in (a lead without one at once).
             * @enum {string}
             */
            trigger: "captured" | "confirmed";
        };
        CrmCopyAnswer: {
            /** @enum {string} */
            provider: "hubspot" | "pipedrive";
            /** @description The CRM's record of the person (HubSpot contact, Pipedrive person). */
            url: string;
        };
        CrmFieldMapAnswer: {
            event: string | null;
            field1: string | null;
            field2: string | null;
            rating: string | null;
            tags: string | null;
        };
        CrmFieldMapDto: {
            event?: string | null;
            field1?: string | null;
            field2?: string | null;
            rating?: string | null;
            tags?: string | null;
        };
        CrmSyncAnswer: {
            attempts: number;
            /** @description German, short; null after a success (and always after the lead's erasure). */
            error: string | null;
            /** @enum {string} */
            provider: "hubspot" | "pipedrive";
            /** @description The CRM's record of the person (HubSpot contact, Pipedrive person); null until sent. */
            remoteUrl: string | null;
            /**
             * @description pending: on its way (or waiting for a retry); sent; failed: given up (error says why); stopped: not sent (disconnected, erased).
             * @enum {string}
             */
            state: "failed" | "pending" | "sent" | "stopped";
            syncedAt: string | null;
            updatedAt: string;
        };
        CurrentAccountAnswer: {
            /** @description Public part of every form URL: /form/{companySlug}/{eventSlug}. */
            companySlug: string;
            id: string;
            name: string;
            /** @description The owner requires a second factor of every member (PUT /api/account/team/security). */
            requireSecondFactor: boolean;
            /**
             * @description The signed-in user's role here: owner (Inhaber), manager (Verwaltung), staff (Standteam).
             * @enum {string}
             */
            role: "manager" | "owner" | "staff";
        };
        DeleteAccountDto: {
            confirmation: string;
        };
        DevMailAnswer: {
            /** Format: date-time */
            createdAt: string;
            /** @description The extra headers the mail was sent with (e.g. List-Unsubscribe), by name; {} for none. */
            headers: {
                [key: string]: string;
            };
            html: string;
            id: string;
            subject: string;
            text: string;
            to: string;
        };
        DisableTotpDto: {
            code: string;
            password: string;
        };
        EmailChangedAnswer: {
            /** @description The address the user signs in with from now on. */
            email: string;
            message: string;
        };
        EmailChangeDto: {
            currentPassword: string;
            newEmail: string;
        };
        EmailSettingsAnswer: {
            leadNotificationsEnabled: boolean;
            weeklyReportsEnabled: boolean;
        };
        EmailSettingsDto: {
            leadNotificationsEnabled: boolean;
            weeklyReportsEnabled: boolean;
        };
        EnableTotpDto: {
            /** @description The six digits the app shows for the new secret. */
            code: string;
        };
        EndedSessionsAnswer: {
            /** @description How many other sessions were ended. */
            ended: number;
        };
        EraseLeadDto: {
            /** @enum {string} */
            reason: "organiser-request" | "test-entry" | "wrong-data";
        };
        /** @description The body of every error answer. Tell errors apart by `code`; `message` is a sentence for people, German by default and English when the request says `Accept-Language: en`, and may be reworded. */
        ErrorAnswer: {
            /**
             * @description What went wrong; a code keeps its name once published.
             * @example NOT_FOUND
             * @enum {string}
             */
            code: "ACCOUNT_ALREADY_MEMBER" | "ACCOUNT_LAST_OWNER" | "ACCOUNT_MEMBER_NOT_FOUND" | "ACCOUNT_NONE" | "ACCOUNT_NOT_FOUND" | "ADMIN_EVENT_NOT_FOUND" | "ADMIN_FORBIDDEN" | "ADMIN_SELF_DEACTIVATION" | "ADMIN_SELF_DELETION" | "ADMIN_SELF_DEMOTION" | "ADMIN_SUPERADMIN_PROTECTED" | "ADMIN_USER_NOT_FOUND" | "API_KEYS_TOO_MANY" | "API_KEY_INVALID" | "API_KEY_MISSING" | "API_KEY_NOT_FOUND" | "API_KEY_SCOPE_MISSING" | "BAD_REQUEST" | "BILLING_INVALID_AMOUNT" | "BILLING_INVALID_VAT_ID" | "BILLING_NOT_CONFIGURED" | "BILLING_NO_EVENT_CREDIT" | "BILLING_NO_INVOICES" | "BILLING_PAYMENT_NOT_COMPLETED" | "BILLING_PAYMENT_NOT_FOUND" | "BILLING_PROVIDER_UNAVAILABLE" | "BILLING_VAT_ID_REFUSED" | "BILLING_WEBHOOK_SIGNATURE_INVALID" | "BILLING_WEBHOOK_SIGNATURE_MISSING" | "BLOG_POST_NOT_FOUND" | "BLOG_SOURCE_UNAVAILABLE" | "BODY_TOO_DEEP" | "CARD_SCAN_BUSY" | "CARD_SCAN_MALFORMED" | "CARD_SCAN_MISSING" | "CARD_SCAN_NOT_IMAGE" | "CARD_SCAN_TOO_LARGE" | "CONFLICT" | "CRM_CONNECTION_UNAUTHORIZED" | "CRM_NOT_CONNECTED" | "CRM_PROVIDER_NOT_FOUND" | "CRM_SYNC_NOT_FOUND" | "CRM_TOKEN_INVALID" | "CRM_UNKNOWN_EVENTS" | "CRM_UNREACHABLE" | "CSRF_FAILED" | "EMAIL_CHANGE_EXPIRED" | "EMAIL_CHANGE_INVALID" | "EVENTS_END_BEFORE_START" | "EVENTS_NOT_FOUND" | "EVENTS_NOT_FREE" | "EVENTS_SLUG_FIXED" | "EVENTS_SLUG_TAKEN" | "EVENT_IMAGE_MALFORMED" | "EVENT_IMAGE_MISSING" | "EVENT_IMAGE_NOT_FOUND" | "EVENT_IMAGE_TOO_LARGE" | "EVENT_IMAGE_TOO_MANY_PIXELS" | "EVENT_IMAGE_UNKNOWN_KIND" | "EVENT_IMAGE_UNSUPPORTED" | "FOLLOW_UP_STEP_NOT_FOUND" | "FORBIDDEN" | "FORBIDDEN_ROLE" | "HEADERS_TOO_LARGE" | "IDENTITY_ACCOUNT_DEACTIVATED" | "IDENTITY_COMPANY_SLUG_TAKEN" | "IDENTITY_CREDENTIALS_MISSING" | "IDENTITY_CURRENT_PASSWORD_WRONG" | "IDENTITY_EMAIL_NOT_VERIFIED" | "IDENTITY_EMAIL_TAKEN" | "IDENTITY_EMAIL_UNCHANGED" | "IDENTITY_INVALID_ACTIVATION_LINK" | "IDENTITY_LOGIN_LOCKED" | "IDENTITY_SECOND_FACTOR_EXPIRED" | "IDENTITY_WRONG_CREDENTIALS" | "IDENTITY_WRONG_SECOND_FACTOR" | "IMAGE_PROXY_FORBIDDEN_URL" | "IMAGE_PROXY_NOT_AN_IMAGE" | "IMAGE_PROXY_TIMEOUT" | "IMAGE_PROXY_TOO_LARGE" | "IMAGE_PROXY_TOO_MANY_REDIRECTS" | "IMAGE_PROXY_UPSTREAM_FAILED" | "INTERNAL_ERROR" | "INVALID_TEXT" | "INVITATION_EXPIRED" | "INVITATION_NOT_FOUND" | "INVITATION_PENDING" | "LEADS_ALREADY_CONFIRMED" | "LEADS_ALREADY_ERASED" | "LEADS_CAPTURED_AT_INVALID" | "LEADS_CAPTURED_BEFORE_DEVICE" | "LEADS_CAPTURED_IN_FUTURE" | "LEADS_CONFIRMATION_INVALID" | "LEADS_ERASE_LINK_INVALID" | "LEADS_ERASE_REASON_INVALID" | "LEADS_EVENT_UNAVAILABLE" | "LEADS_FORM_NOT_FOUND" | "LEADS_FORM_REJECTED" | "LEADS_FUNNEL_RANGE_REVERSED" | "LEADS_FUNNEL_RANGE_TOO_LONG" | "LEADS_INVALID_ANSWERS" | "LEADS_LIMIT_REACHED" | "LEADS_NOT_FOUND" | "LEADS_NO_DOUBLE_OPT_IN" | "LEADS_QUERY_CURSOR" | "LEADS_QUERY_EXPORT_FORMAT" | "LEADS_QUERY_LIMIT" | "LEADS_QUERY_RATING" | "LEADS_QUERY_SEARCH" | "LEADS_QUERY_SINCE" | "LEADS_QUERY_SINCE_WITH_CURSOR" | "LEADS_QUERY_SOURCE" | "LEADS_QUERY_STATUS" | "LEADS_QUERY_TAG" | "LEADS_RESEND_LOCKED" | "LEADS_SCOPE_CHANGED" | "LEADS_SUBMISSION_ID_INVALID" | "LEADS_TOO_FAST" | "MALFORMED_JSON" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "PASSKEY_ALREADY_REGISTERED" | "PASSKEY_CHALLENGE_MISSING" | "PASSKEY_LIMIT_REACHED" | "PASSKEY_NOT_FOUND" | "PASSKEY_REGISTRATION_FAILED" | "PASSKEY_SIGN_IN_FAILED" | "PASSWORD_RESET_EXPIRED" | "PASSWORD_RESET_INVALID" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "REQUEST_TIMEOUT" | "SECOND_FACTOR_ALREADY_ENABLED" | "SECOND_FACTOR_NOT_ENABLED" | "SECOND_FACTOR_NO_SETUP" | "SECOND_FACTOR_OWNER_FIRST" | "SECOND_FACTOR_REQUIRED" | "SECOND_FACTOR_REQUIRED_BY_POLICY" | "SECOND_FACTOR_WRONG_CODE" | "SECOND_FACTOR_WRONG_PASSWORD" | "SERVICE_UNAVAILABLE" | "SESSION_NOT_FOUND" | "STAND_DEVICE_NOT_FOUND" | "STAND_TOKEN_ENDED" | "STAND_TOKEN_EXPIRED" | "STAND_TOKEN_INVALID" | "STAND_TOKEN_REVOKED" | "STAND_WRONG_PIN" | "UNAUTHENTICATED" | "UNSUPPORTED_CHARSET" | "UNSUPPORTED_ENCODING" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION_FAILED" | "WEBHOOKS_DELIVERY_NOT_FOUND" | "WEBHOOKS_ENDPOINT_INACTIVE" | "WEBHOOKS_ENDPOINT_NOT_FOUND" | "WEBHOOKS_INVALID_URL" | "WEBHOOKS_TOO_MANY" | "WEBHOOKS_UNKNOWN_EVENTS";
            /** @description A refused input's sentence per field (by the field's name or path), in the same language. */
            errors?: {
                [key: string]: string;
            };
            /**
             * @description The sentence to show, in the language the request asks for (Accept-Language; German by default).
             * @example Nicht gefunden.
             */
            message: string;
            /**
             * @description The HTTP status, repeated.
             * @example 404
             */
            statusCode: number;
        };
        EventAnswer: {
            backgroundColor: string;
            /** @description Day (YYYY-MM-DD) the CSV backup of the leads is mailed to the organiser. */
            backupDate: string;
            /** @description Every lead captured, erased ones too: what the free event's cap counts. */
            capturedLeadCount: number;
            confirmedLeadCount: number;
            /** @description confirmed / total * 100, one decimal; 0 without leads. */
            conversionRate: number;
            /** Format: date-time */
            createdAt: string;
            ctaButtonText: string | null;
            ctaButtonTextEn: string | null;
            /** @description The label of the organiser's own form field; null: switched off. */
            customField1: string | null;
            customField1Options: string[];
            customField1Required: boolean;
            customField2: string | null;
            customField2Options: string[];
            customField2Required: boolean;
            /** @description Day (YYYY-MM-DD) the leads are deleted for good. */
            dataDeletionDate: string;
            /** @description The text that is sent: the organiser's own, or our default. */
            doiEmailBody: string;
            doiEmailBodyEn: string | null;
            doiEmailSubject: string | null;
            doiEmailSubjectEn: string | null;
            doubleOptIn: boolean;
            downloadUrl: string;
            /** @description YYYY-MM-DD */
            endDate: string;
            /** @description The end date is over in TZ_BUSINESS: the public form is closed and the card shows 'Inaktiv'. */
            ended: boolean;
            formUrl: string;
            headerImageUrl: string | null;
            id: string;
            introText: string | null;
            /** @description English versions of the organiser's texts; null: visitors with an English page get the German text (or our English default). */
            introTextEn: string | null;
            /** @description The account's free first event. */
            isFirstEvent: boolean;
            leadCount: number;
            leadLimitReached: boolean;
            logoUrl: string | null;
            name: string;
            nameRequired: boolean;
            primaryColor: string;
            privacyText: string | null;
            privacyTextEn: string | null;
            privacyUrl: string | null;
            secondaryColor: string;
            slug: string;
            /**
             * @description What published the form address and fixed the slug; null: the slug may still change.
             * @enum {string|null}
             */
            slugFixedBy: "lead" | "poster" | "qr" | null;
            /** @description A rename makes the slug anew from the name (until published or set by hand). */
            slugFollowsName: boolean;
            /** @description YYYY-MM-DD */
            startDate: string;
            /** @enum {string} */
            status: "active" | "archived";
            submitButtonText: string | null;
            submitButtonTextEn: string | null;
            /**
             * Format: date-time
             * @description Raised by every saved change (settings, uploads).
             */
            updatedAt: string;
            /** @description The uploaded header image's address on our origin (it wins over headerImageUrl); null without an upload. */
            uploadedHeaderImageUrl: string | null;
            /** @description The uploaded logo's address on our origin (it wins over logoUrl); null without an upload. */
            uploadedLogoUrl: string | null;
            /** @description As doiEmailBody. */
            welcomeEmailBody: string;
            welcomeEmailBodyEn: string | null;
            welcomeEmailSubject: string | null;
            welcomeEmailSubjectEn: string | null;
        };
        EventQrAnswer: {
            formUrl: string;
            /** @description A PNG data URL, or SVG text with ?format=svg. */
            qrCode: string;
            /** @description The short link the code holds (counted as a scan). */
            scanUrl: string;
        };
        EventReadinessAnswer: {
            items: components["schemas"]["ReadinessItemAnswer"][];
            /** @description Every item is ok. */
            ready: boolean;
        };
        EventStatsAnswer: {
            /** @description Status active and the end date not over (the form takes leads). */
            activeEvents: number;
            /** @description Created since the first of this month in TZ_BUSINESS. */
            eventsThisMonth: number;
            leadsThisWeek: number;
            /** @description Events whose data deletion falls within the next 30 days. */
            pendingDeletions: number;
            totalEvents: number;
            totalLeads: number;
        };
        FollowUpStatusAnswer: {
            /** @description Whether it allows further e-mails; the settings warn when not. */
            consentMentionsMail: boolean;
            /** @description The form's consent text (German): what the confirmed visitors agreed to. */
            consentText: string;
            steps: components["schemas"]["FollowUpStepStatusAnswer"][];
        };
        FollowUpStepAnswer: {
            body: string;
            bookingUrl: string | null;
            delayDays: number;
            sendWindow: components["schemas"]["SendWindowDto"] | null;
            subject: string;
        };
        FollowUpStepDto: {
            /** @description Plain text; placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}} */
            body: string;
            /**
             * Format: uri
             * @description https URL of the mail's booking button (linked through a counted redirect)
             */
            bookingUrl?: string | null;
            /** @description Days after the confirmation; not smaller than the step before; 0 = the next scheduler run */
            delayDays: number;
            /** @description Without one: any time */
            sendWindow?: components["schemas"]["SendWindowDto"] | null;
            /** @description Placeholders {{name}}, {{downloadUrl}}, {{bookingUrl}} */
            subject: string;
        };
        FollowUpStepStatusAnswer: {
            /** @description Leads that clicked this step's booking button. */
            clicked: number;
            /** @description Leads waiting for this step. */
            scheduled: number;
            /** @description Leads mailed this step. */
            sent: number;
            step: number;
            /** @description Leads that unsubscribed right after this step. */
            unsubscribed: number;
        };
        FollowUpTestEmailDto: {
            /**
             * @description The mail as a visitor in this language gets it; default 'de'
             * @enum {string}
             */
            lang?: "de" | "en";
        };
        FunnelCountsAnswer: {
            confirmed: number;
            downloads: number;
            /** @description A follow-up's booking button, once per lead and step; the SPA lists it only once counted. */
            followUpClicked: number;
            scans: number;
            submits: number;
            views: number;
        };
        FunnelDayAnswer: {
            confirmed: number;
            /** @description YYYY-MM-DD in TZ_BUSINESS. Every day of the range is listed, also one without counts. */
            date: string;
            downloads: number;
            /** @description A follow-up's booking button, once per lead and step; the SPA lists it only once counted. */
            followUpClicked: number;
            scans: number;
            submits: number;
            views: number;
        };
        FunnelReportAnswer: {
            days: components["schemas"]["FunnelDayAnswer"][];
            from: string;
            to: string;
            totals: components["schemas"]["FunnelCountsAnswer"];
        };
        InvitationAnswer: {
            email: string;
            /**
             * Format: date-time
             * @description The link works until then (7 days).
             */
            expiresAt: string;
            id: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        InvitationPreviewAnswer: {
            accountName: string;
            /** @description The invited address (any signed-in user may accept: the link is the proof). */
            email: string;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        InviteMemberDto: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        JoinedAccountAnswer: {
            accountId: string;
            name: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        LeadConsentAnswer: {
            /** Format: date-time */
            confirmedAt: string | null;
            confirmIpHash: string | null;
            confirmUserAgent: string | null;
            /** @description Message ids of the double opt-in mails (first and resends). */
            doiMessageIds: string[];
            doubleOptIn: boolean;
            formVersion: number;
            submitIpHash: string | null;
            /** Format: date-time */
            submittedAt: string;
            submitUserAgent: string | null;
            text: string;
            textHash: string;
            /** @description Message ids of the welcome mail. */
            welcomeMessageIds: string[];
        };
        LeadDetailAnswer: {
            answers: components["schemas"]["LeadFieldAnswer"][];
            consent: components["schemas"]["LeadConsentAnswer"];
            /** Format: date-time */
            createdAt: string;
            email: string;
            event: components["schemas"]["LeadEventNameAnswer"];
            eventId: string;
            id: string;
            name: string | null;
            note: string | null;
            /** @enum {string|null} */
            rating: "cold" | "hot" | "warm" | null;
            /**
             * @description Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan.
             * @enum {string}
             */
            source: "badge" | "card" | "form" | "stand";
            /** @enum {string} */
            status: "confirmed" | "pending";
            tags: string[];
            timeline: components["schemas"]["LeadTimelineEntryAnswer"][];
        };
        LeadErasedAnswer: {
            /** @description Copies in CRMs FairLeads sent the lead to: FairLeads does not erase them ('Die Kopie in HubSpot löschst du selbst'). */
            crmCopies: components["schemas"]["CrmCopyAnswer"][];
            message: string;
        };
        LeadEventNameAnswer: {
            name: string;
        };
        LeadFieldAnswer: {
            label: string;
            value: string;
        };
        LeadListItemAnswer: {
            /** Format: date-time */
            createdAt: string;
            customField1: string | null;
            customField2: string | null;
            doiConfirmed: boolean;
            /** Format: date-time */
            doiConfirmedAt: string | null;
            /** Format: date-time */
            doiResentAt: string | null;
            email: string;
            event: components["schemas"]["LeadEventNameAnswer"];
            eventId: string;
            id: string;
            name: string | null;
            /**
             * Format: date-time
             * @description When the note last changed (the note itself is in the lead's detail).
             */
            notedAt: string | null;
            /**
             * Format: date-time
             * @description When the rating or the tags last changed.
             */
            qualifiedAt: string | null;
            /**
             * @description The stand team's rating.
             * @enum {string|null}
             */
            rating: "cold" | "hot" | "warm" | null;
            /**
             * @description Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan.
             * @enum {string}
             */
            source: "badge" | "card" | "form" | "stand";
            /** @enum {string} */
            status: "confirmed" | "pending";
            tags: string[];
        };
        LeadSummaryAnswer: {
            confirmed: number;
            pending: number;
            /** @description The tags in use, for the filter. */
            tags: string[];
            total: number;
        };
        LeadTimelineActorAnswer: {
            /**
             * @description A member of the account, a paired stand device, or an API key (an integration on the public API).
             * @enum {string}
             */
            kind: "api-key" | "device" | "member";
            name: string;
        };
        LeadTimelineEntryAnswer: {
            /** @enum {string} */
            actor: "organiser" | "system" | "visitor";
            /** Format: date-time */
            at: string;
            /** @description Who did it; null when the fact names no one (facts recorded before, the visitor's and the system's). */
            by: components["schemas"]["LeadTimelineActorAnswer"] | null;
            /** @description What happened, in German, with who did it when the fact names them ('Notiz geändert · von Olga Schneider'). */
            label: string;
            type: string;
        };
        LivenessAnswer: {
            status: string;
        };
        LoginAnswer: {
            /** @description The account's very first sign-in: the dashboard greets it with the welcome dialog. */
            firstLogin: boolean;
            message: string;
            user: components["schemas"]["AccountUserAnswer"];
        };
        LoginDto: {
            /** @example anna@example.com */
            email: string;
            /** @example geheim123 */
            password: string;
        };
        MemberCaptureAnswer: {
            leadId: string;
            /**
             * @description `pending` while the double opt-in mail waits for the visitor, else `confirmed`.
             * @enum {string}
             */
            status: "confirmed" | "pending";
        };
        MemberCaptureDto: {
            consent: boolean;
            customField1?: string;
            customField2?: string;
            /** Format: email */
            email: string;
            name?: string;
            /**
             * @description How the team took the visitor's address: typed, from a badge's code or a business card.
             * @enum {string}
             */
            source: "badge" | "card" | "stand";
            /**
             * Format: uuid
             * @description Made on the device for this one submission: a repeat within SUBMISSION_ID_DAYS answers what the first got.
             */
            submissionId?: string;
        };
        MessageAnswer: {
            message: string;
        };
        OpenInvitationAnswer: {
            email: string;
            /**
             * Format: date-time
             * @description The link works until then (7 days).
             */
            expiresAt: string;
            id: string;
            /**
             * Format: date-time
             * @description When it was sent (first).
             */
            invitedAt: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
        };
        OperatorAnswer: {
            city: string;
            country: string;
            email: string;
            name: string;
            phone: string;
            postalCode: string;
            register: string;
            representative: string;
            street: string;
            vatId: string;
        };
        PasskeyAlgorithmAnswer: {
            /** @description A COSE algorithm id (-7 ES256, -8 EdDSA, -257 RS256, …). */
            alg: number;
            type: string;
        };
        PasskeyAnswer: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /**
             * Format: date-time
             * @description The last sign-in with it; null when it was never used.
             */
            lastUsedAt: string | null;
            name: string;
        };
        PasskeyAuthenticatorSelectionAnswer: {
            /** @enum {string} */
            authenticatorAttachment?: "cross-platform" | "platform";
            requireResidentKey?: boolean;
            /** @enum {string} */
            residentKey?: "discouraged" | "preferred" | "required";
            /** @enum {string} */
            userVerification?: "discouraged" | "preferred" | "required";
        };
        PasskeyCredentialDescriptorAnswer: {
            /** @description base64url */
            id: string;
            transports?: string[];
            /** @description 'public-key' */
            type: string;
        };
        PasskeyRegistrationOptionsAnswer: {
            /** @enum {string} */
            attestation?: "direct" | "enterprise" | "indirect" | "none";
            authenticatorSelection?: components["schemas"]["PasskeyAuthenticatorSelectionAnswer"];
            /** @description base64url; valid for 5 minutes, once. */
            challenge: string;
            /** @description The user's passkeys, so the same authenticator is not registered twice. */
            excludeCredentials?: components["schemas"]["PasskeyCredentialDescriptorAnswer"][];
            extensions?: Record<string, never>;
            hints?: ("client-device" | "hybrid" | "security-key")[];
            pubKeyCredParams: components["schemas"]["PasskeyAlgorithmAnswer"][];
            rp: components["schemas"]["PasskeyRelyingPartyAnswer"];
            timeout?: number;
            user: components["schemas"]["PasskeyUserEntityAnswer"];
        };
        PasskeyRelyingPartyAnswer: {
            /** @description The host of APP_URL. */
            id?: string;
            name: string;
        };
        PasskeySignInDto: {
            /** @description The AuthenticationResponseJSON of @simplewebauthn/browser's startAuthentication(). */
            response: {
                [key: string]: unknown;
            };
        };
        PasskeySignInOptionsAnswer: {
            /** @description base64url; valid for 5 minutes, once. */
            challenge: string;
            extensions?: Record<string, never>;
            rpId?: string;
            timeout?: number;
            /** @enum {string} */
            userVerification?: "discouraged" | "preferred" | "required";
        };
        PasskeyUserEntityAnswer: {
            displayName: string;
            /** @description The user handle (base64url of the user's id bytes). */
            id: string;
            name: string;
        };
        PasswordResetDto: {
            password: string;
        };
        PasswordResetLinkAnswer: {
            /** @description ISO time. */
            expiresAt: string;
        };
        PasswordResetRequestDto: {
            email: string;
        };
        PaymentIntentAnswer: {
            /** @description Gross. */
            amountCents: number;
            clientSecret: string;
            vatLabel: string;
            vatRate: number;
        };
        PaymentIntentDto: {
            amount: number;
        };
        PaymentsConfigAnswer: {
            enabled: boolean;
            pricePerCreditCents: number;
            publishableKey: string | null;
        };
        PaymentSuccessDto: {
            paymentIntentId: string;
        };
        PrivatePaymentAnswer: {
            success: boolean;
            user: components["schemas"]["CreditsAnswer"];
        };
        ProcessSuccessDto: {
            sessionId: string;
        };
        PublicConfigAnswer: {
            /** @description Google Analytics 4 measurement id; null: no analytics at all. */
            analyticsMeasurementId: string | null;
            demoBookingUrl: string;
            operator: components["schemas"]["OperatorAnswer"];
            retention: components["schemas"]["RetentionDaysAnswer"];
        };
        PublicEventAnswer: {
            /**
             * Format: date-time
             * @example 2026-03-02T09:15:00.000Z
             */
            createdAt: string;
            /**
             * Format: uri
             * @description The public form's address.
             * @example https://app.fairleads.de/form/muster-gmbh/hannover-messe-2026
             */
            formUrl: string;
            /**
             * Format: uuid
             * @example 3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41
             */
            id: string;
            /** @example Hannover Messe 2026 */
            name: string;
            /**
             * @description The last part of the form's address.
             * @example hannover-messe-2026
             */
            slug: string;
            /**
             * @description `archived`: the form takes no more leads.
             * @example active
             * @enum {string}
             */
            status: "active" | "archived";
        };
        PublicFormAnswer: {
            backgroundColor: string;
            companySlug: string;
            customField1: string | null;
            customField1Options: string[];
            customField1Required: boolean;
            customField2: string | null;
            customField2Options: string[];
            customField2Required: boolean;
            doubleOptIn: boolean;
            /** @description Goes back with the submit (a stand device needs none). */
            formToken: string;
            headerImageUrl: string | null;
            id: string;
            introText: string | null;
            leadLimitReached: boolean;
            /** @description An uploaded logo wins over the organiser's URL. */
            logoUrl: string | null;
            name: string;
            nameRequired: boolean;
            primaryColor: string;
            privacyText: string | null;
            privacyUrl: string | null;
            secondaryColor: string;
            slug: string;
            submitButtonText: string | null;
        };
        PublicLeadAnswer: {
            /** @description The answers to the event's own fields (name and e-mail have their own). */
            answers: components["schemas"]["PublicLeadAnswerItem"][];
            /**
             * Format: date-time
             * @description When the double opt-in was confirmed (without double opt-in: the capture); null while pending.
             * @example 2026-03-02T10:43:51.000Z
             */
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-03-02T10:41:07.000Z
             */
            createdAt: string;
            /**
             * Format: email
             * @example erika.mustermann@example.com
             */
            email: string;
            /**
             * Format: uuid
             * @example 3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41
             */
            eventId: string;
            /** @example Hannover Messe 2026 */
            eventName: string;
            /**
             * Format: uuid
             * @example 9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34
             */
            id: string;
            /** @example Erika Mustermann */
            name: string | null;
            /**
             * @description The stand team's rating.
             * @example hot
             * @enum {string|null}
             */
            rating: "cold" | "hot" | "warm" | null;
            /**
             * @description Where the lead came from: `form` (the visitor's own phone), `stand` (typed by the stand team),
             *     `badge` (prefilled from a scanned badge), `card` (prefilled from a business card photo).
             * @example badge
             * @enum {string}
             */
            source: "badge" | "card" | "form" | "stand";
            /**
             * @description `pending`: the double opt-in is not confirmed yet.
             * @example confirmed
             * @enum {string}
             */
            status: "confirmed" | "pending";
            /**
             * @example [
             *       "Neukunde",
             *       "Rückruf"
             *     ]
             */
            tags: string[];
            /**
             * Format: date-time
             * @description The last change of what this API shows of the lead (capture, confirmation, rating or tags).
             * @example 2026-03-02T11:02:30.000Z
             */
            updatedAt: string;
        };
        PublicLeadAnswerItem: {
            /** @example Firma */
            label: string;
            /** @example Muster GmbH */
            value: string;
        };
        PublicLeadChangeDto: {
            /** @enum {string|null} */
            rating?: "cold" | "hot" | "warm" | null;
            tags?: string[];
        };
        PublicRemovedLeadAnswer: {
            /**
             * Format: uuid
             * @example 0c4e8d2a-7f1b-4c9e-a6d3-8e2b5f0a9c17
             */
            id: string;
            /**
             * @example true
             * @enum {boolean}
             */
            removed: true;
        };
        PublicStatsAnswer: {
            totalEvents: number;
            totalLeads: number;
            totalUsers: number;
        };
        QualifyLeadDto: {
            note?: string | null;
            /** @enum {string|null} */
            rating?: "cold" | "hot" | "warm" | null;
            tags?: string[];
        };
        ReadinessAnswer: {
            code?: string;
            /** @enum {string} */
            db?: "down" | "up";
            message?: string;
            /** @enum {string} */
            queue?: "down" | "inline" | "up";
            /** @enum {string} */
            status: "draining" | "error" | "ok";
            statusCode?: number;
        };
        ReadinessItemAnswer: {
            /** @enum {string} */
            id: "downloadUrl" | "headerImage" | "logo" | "privacyUrl" | "testMail";
            ok: boolean;
            /** @description A German sentence: what was found, or what is missing and why. */
            reason: string;
        };
        RecoveryCodesAnswer: {
            recoveryCodes: string[];
        };
        RegisterDto: {
            /** @description The slug of the new account; not asked for a registration from an invitation. */
            companySlug?: string;
            email: string;
            /** @description The token of an invitation link: the activation joins that account instead of making one. */
            invitationToken?: string;
            /**
             * @description The language of the organiser area and the mails ('de' or 'en'); without it, the request's Accept-Language.
             * @enum {string}
             */
            locale?: "de" | "en";
            name: string;
            password: string;
        };
        RegisterPasskeyDto: {
            /** @description The user's own name for it, e.g. 'MacBook' or 'YubiKey'. */
            name: string;
            /** @description The RegistrationResponseJSON of @simplewebauthn/browser's startRegistration(). */
            response: {
                [key: string]: unknown;
            };
        };
        RegisterStandDeviceDto: {
            name: string;
            pin: string;
        };
        RegistrationAnswer: {
            email: string;
            message: string;
            requiresVerification: boolean;
            user: components["schemas"]["SessionUserAnswer"];
        };
        RemovedLeadAnswer: {
            id: string;
            removed: boolean;
        };
        RenameAccountDto: {
            name: string;
        };
        RenewRecoveryCodesDto: {
            password: string;
        };
        ResendDoiAnswer: {
            /**
             * Format: date-time
             * @description No further resend before this time.
             */
            lockedUntil: string;
            message: string;
        };
        RetentionDaysAnswer: {
            backupDays: number;
            deleteDays: number;
        };
        SecondFactorCodeDto: {
            code: string;
        };
        SecondFactorPendingAnswer: {
            message: string;
            twoFactorRequired: boolean;
        };
        SecondFactorStateAnswer: {
            /** @description The user has a second factor. */
            enabled: boolean;
            /** @description A platform admin, or the current account requires one: until `satisfied`, only the own settings work (403 SECOND_FACTOR_REQUIRED). */
            required: boolean;
            /** @description This session was signed in (or enrolled) with a second factor. */
            satisfied: boolean;
        };
        SecurityStatusAnswer: {
            /** @description Unused recovery codes. */
            recoveryCodesLeft: number;
            /** @description The user is a platform admin, or the current account requires a second factor. */
            secondFactorRequired: boolean;
            /** @description This session was signed in (or enrolled) with a second factor. */
            sessionStrong: boolean;
            totpEnabled: boolean;
        };
        SendWindowDto: {
            /**
             * @description ISO weekdays: 1 = Monday … 7 = Sunday; at least one, no repeats
             * @example [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
            /**
             * @description HH:MM (24 h), inclusive
             * @example 09:00
             */
            from: string;
            /**
             * @description IANA time zone
             * @example Europe/Berlin
             */
            timeZone: string;
            /**
             * @description HH:MM (24 h), exclusive; after `from`
             * @example 17:00
             */
            to: string;
        };
        SessionAnswer: {
            /**
             * Format: date-time
             * @description The sign-in that began it.
             */
            createdAt: string;
            /** @description The session of this request. */
            current: boolean;
            /** @description The session's public id (for ending it); never the session id of its cookie. */
            id: string;
            /** @description The network at sign-in, never the full address: 203.0.113.x, 2001:db8:1::/48. */
            ipHint: string | null;
            /**
             * Format: date-time
             * @description The last request, to within 5 minutes.
             */
            lastSeenAt: string;
            /** @description The browser's User-Agent at sign-in (up to 300 characters). */
            userAgent: string | null;
        };
        SessionUserAnswer: {
            /** @description The session's current account; null when the user belongs to none. */
            accountId: string | null;
            /**
             * @description The user's role in the current account.
             * @enum {string|null}
             */
            accountRole: "manager" | "owner" | "staff" | null;
            companySlug: string;
            email: string;
            eventCredits: number;
            /** @description The one free first event (10 leads) has not been created yet. */
            freeEventAvailable: boolean;
            id: string;
            /**
             * @description The language of the organiser area and of the mails to this user.
             * @enum {string}
             */
            locale: "de" | "en";
            name: string;
            /** @enum {string} */
            role: "admin" | "superadmin" | "user";
        };
        StandDeviceAnswer: {
            createdAt: string;
            /** @description Stand mode was left on the device (with the PIN): its token ended then. */
            endedAt: string | null;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            revokedAt: string | null;
        };
        StandDeviceRegistrationAnswer: {
            device: components["schemas"]["StandDeviceAnswer"];
            /** @description Where the stand page is: /stand/{companySlug}/{eventSlug}. */
            standPath: string;
            /** @description Shown once (the X-Stand-Token header); the server keeps only its hash. */
            token: string;
        };
        StandExitDto: {
            pin: string;
        };
        StandQualifyLeadDto: {
            note?: string | null;
            /** @enum {string|null} */
            rating?: "cold" | "hot" | "warm" | null;
        };
        StandSessionAnswer: {
            device: components["schemas"]["StandSessionDeviceAnswer"];
            event: components["schemas"]["StandSessionEventAnswer"];
        };
        StandSessionDeviceAnswer: {
            expiresAt: string;
            id: string;
            name: string;
        };
        StandSessionEventAnswer: {
            companySlug: string;
            id: string;
            name: string;
            slug: string;
        };
        StripeRedirectAnswer: {
            url: string;
        };
        SubmitLeadAnswer: {
            downloadUrl: string | null;
            /** @description Only for a stand device, which rates the lead it just captured. */
            leadId?: string;
            /** @description false when a repeated submit's mail was held back (at most one every 10 minutes). */
            mailSent: boolean;
            requiresConfirmation: boolean;
        };
        SubmitLeadDto: {
            /** @description A stand device's capture time (ISO 8601); the capture service checks its bounds. */
            capturedAt?: string;
            consent: boolean;
            customField1?: string;
            customField2?: string;
            /** Format: email */
            email: string;
            /** @description From the form config: proves the form was served, and when. Refused like a forged token. */
            formToken?: string;
            name?: string;
            /**
             * @description A stand device's submit: where the lead came from (`stand` when absent). A visitor's submit
             *     (no stand token) that names one is refused.
             * @enum {string}
             */
            source?: "badge" | "card" | "stand";
            /**
             * Format: uuid
             * @description Made on the device for this one submission: a repeat within SUBMISSION_ID_DAYS answers what the first got.
             */
            submissionId?: string;
            /**
             * @description Honeypot: hidden from people, filled by bots. A wrong type gets the answer of a filled one,
             *     which does not say which field gave the bot away.
             */
            website?: string;
        };
        SupportTicketAnswer: {
            message: string;
            success: boolean;
        };
        SupportTicketDto: {
            /** Format: email */
            email: string;
            message: string;
            /** @enum {string} */
            mode: "organizer" | "support";
            name: string;
            /** @description Honeypot: hidden from people, filled by bots. */
            website?: string;
        };
        SwitchAccountDto: {
            /** Format: uuid */
            accountId: string;
        };
        TeamMemberAnswer: {
            email: string;
            /** Format: date-time */
            joinedAt: string;
            name: string;
            /** @enum {string} */
            role: "manager" | "owner" | "staff";
            /** @description The member has a second factor. */
            secondFactorEnabled: boolean;
            userId: string;
        };
        TeamSecurityAnswer: {
            requireSecondFactor: boolean;
        };
        TeamSecurityDto: {
            requireSecondFactor: boolean;
        };
        TestEmailDto: {
            /**
             * @description The mail as a visitor in this language gets it; default 'de'
             * @enum {string}
             */
            lang?: "de" | "en";
            /** @enum {string} */
            type: "doi" | "welcome";
        };
        TotpSetupAnswer: {
            /** @description otpauth://totp/FairLeads:{email}?secret=…&issuer=FairLeads (SHA1, 6 digits, 30 s). */
            otpauthUrl: string;
            /** @description The otpauth URL as a QR code: an SVG document. */
            qrSvg: string;
            /** @description The secret in base32, to type in by hand. */
            secret: string;
        };
        UpdateAdminUserDto: {
            /** Format: email */
            email?: string;
            eventCredits?: number;
            isActive?: boolean;
            name?: string;
            /** @enum {string} */
            role?: "admin" | "user";
        };
        UpdateCrmConnectionDto: {
            /** @description null: every event, also future ones. */
            eventIds?: string[] | null;
            fieldMap?: components["schemas"]["CrmFieldMapDto"];
            /** @enum {string} */
            trigger?: "captured" | "confirmed";
        };
        UpdateEventDto: {
            /**
             * @description Form background colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            backgroundColor?: string | null;
            /** @description Button of the welcome mail; empty = the default */
            ctaButtonText?: string | null;
            /** @description Empty = the German one (or the English default) */
            ctaButtonTextEn?: string | null;
            /** @description Label of custom field 1; empty switches it off */
            customField1?: string | null;
            /** @description Choices of Zusatzfeld 1: a dropdown when not empty, else free text */
            customField1Options?: string[];
            /** @description Default false */
            customField1Required?: boolean;
            /** @description Label of custom field 2; empty switches it off */
            customField2?: string | null;
            /** @description Choices of Zusatzfeld 2: a dropdown when not empty, else free text */
            customField2Options?: string[];
            /** @description Default false */
            customField2Required?: boolean;
            /** @description Placeholders {{name}}, {{confirmationUrl}}; empty or our default text = the default (read back as its text) */
            doiEmailBody?: string | null;
            /** @description Placeholders {{name}}, {{confirmationUrl}}; empty = the German one (or the English default) */
            doiEmailBodyEn?: string | null;
            /** @description Empty = the default subject */
            doiEmailSubject?: string | null;
            /** @description Empty = the German one (or the English default) */
            doiEmailSubjectEn?: string | null;
            /** @description Default true */
            doubleOptIn?: boolean;
            /**
             * @description What the welcome mail links to; http(s)
             * @example https://example.com/katalog.pdf
             */
            downloadUrl?: string;
            /**
             * @description YYYY-MM-DD, not before startDate
             * @example 2026-05-14
             */
            endDate?: string;
            /**
             * @description Header image of the form; http(s)
             * @example https://example.com/logo.png
             */
            headerImageUrl?: string | null;
            /** @description Text above the form */
            introText?: string | null;
            /** @description English text above the form; empty = the German one */
            introTextEn?: string | null;
            /**
             * @description Logo on the form and in the mails; http(s)
             * @example https://example.com/logo.png
             */
            logoUrl?: string | null;
            /**
             * @description 1-120 characters
             * @example Messe Wien 2026
             */
            name?: string;
            /** @description Default false */
            nameRequired?: boolean;
            /**
             * @description Primary colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            primaryColor?: string | null;
            /** @description The consent the visitor agrees to; empty = the default */
            privacyText?: string | null;
            /** @description English consent text; empty = the German one (or the English default) */
            privacyTextEn?: string | null;
            /**
             * @description Link to the privacy policy next to the consent; http(s)
             * @example https://example.com/logo.png
             */
            privacyUrl?: string | null;
            /**
             * @description Secondary colour; #RGB or #RRGGBB, stored as #RRGGBB; empty = default
             * @example #E76E33
             */
            secondaryColor?: string | null;
            /**
             * @description Part of the form URL /form/{companySlug}/{slug}; unique per company; lowercased
             * @example messe-wien-2026
             */
            slug?: string;
            /**
             * @description YYYY-MM-DD
             * @example 2026-05-12
             */
            startDate?: string;
            /** @description Empty = the default */
            submitButtonText?: string | null;
            /** @description Empty = the German one (or the English default) */
            submitButtonTextEn?: string | null;
            /** @description Placeholders {{name}}, {{downloadUrl}}; empty or our default text = the default (read back as its text) */
            welcomeEmailBody?: string | null;
            /** @description Placeholders {{name}}, {{downloadUrl}}; empty = the German one (or the English default) */
            welcomeEmailBodyEn?: string | null;
            /** @description Empty = the default subject */
            welcomeEmailSubject?: string | null;
            /** @description Empty = the German one (or the English default) */
            welcomeEmailSubjectEn?: string | null;
        };
        UpgradedEventAnswer: {
            event: components["schemas"]["EventAnswer"];
            message: string;
        };
        UserStatsAnswer: {
            activeUsers: number;
            admins: number;
            newUsersThisWeek: number;
            /** @description Organisers (role user). */
            totalUsers: number;
        };
        WebhookDeliveryAnswer: {
            attempts: number;
            createdAt: string;
            /** @description The webhook-id header: msg_… */
            id: string;
            lastAttemptAt: string | null;
            /** @description Why the last attempt failed, German, short; null after a success. */
            lastError: string | null;
            /** @description The receiver's status code of the last attempt; null: none yet or no answer (timeout, network). */
            lastStatusCode: number | null;
            leadId: string | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "failed" | "pending" | "retrying" | "succeeded";
            /** @enum {string} */
            type: "lead.captured" | "lead.confirmed" | "lead.erased" | "lead.qualified" | "webhook.test";
        };
        WebhookEndpointAnswer: {
            active: boolean;
            createdAt: string;
            description: string | null;
            /** @description Set when a 410 disabled the endpoint (German, with the time); null otherwise. */
            disabledReason: string | null;
            /** @description The events whose facts it gets; null: all. */
            eventIds: string[] | null;
            facts: ("lead.captured" | "lead.confirmed" | "lead.erased" | "lead.qualified")[];
            id: string;
            lastDelivery: components["schemas"]["WebhookLastDeliveryAnswer"] | null;
            url: string;
        };
        WebhookEndpointCreatedAnswer: {
            active: boolean;
            createdAt: string;
            description: string | null;
            /** @description Set when a 410 disabled the endpoint (German, with the time); null otherwise. */
            disabledReason: string | null;
            /** @description The events whose facts it gets; null: all. */
            eventIds: string[] | null;
            facts: ("lead.captured" | "lead.confirmed" | "lead.erased" | "lead.qualified")[];
            id: string;
            lastDelivery: components["schemas"]["WebhookLastDeliveryAnswer"] | null;
            /** @description whsec_<base64>: shown once, at creation. */
            secret: string;
            url: string;
        };
        WebhookEndpointDto: {
            active?: boolean;
            description?: string | null;
            eventIds: string[] | null;
            facts: ("lead.captured" | "lead.confirmed" | "lead.erased" | "lead.qualified")[];
            url: string;
        };
        WebhookLastDeliveryAnswer: {
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            /** @enum {string} */
            status: "failed" | "pending" | "retrying" | "succeeded";
        };
        WebhookSendAnswer: {
            delivery: components["schemas"]["WebhookDeliveryAnswer"];
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountController_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAccountAnswer"];
                };
            };
        };
    };
    AccountController_rename: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAccountAnswer"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyAnswer"][];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreatedAnswer"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_auditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAuditEntryAnswer"][];
                };
            };
        };
    };
    AccountCredentialsController_requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    CrmConnectionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionAnswer"][];
                };
            };
        };
    };
    CrmConnectionsController_connect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectCrmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionAnswer"];
                };
            };
        };
    };
    CrmConnectionsController_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmConnectionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCrmConnectionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionAnswer"];
                };
            };
        };
    };
    AccountController_listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenInvitationAnswer"][];
                };
            };
        };
    };
    AccountController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMemberDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAnswer"];
                };
            };
        };
    };
    AccountController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAnswer"];
                };
            };
        };
    };
    AccountController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    AccountController_members: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberAnswer"][];
                };
            };
        };
    };
    AccountController_removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberAnswer"];
                };
            };
        };
    };
    AccountCredentialsController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    SecondFactorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityStatusAnswer"];
                };
            };
        };
    };
    PasskeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAnswer"][];
                };
            };
        };
    };
    PasskeysController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterPasskeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAnswer"];
                };
            };
        };
    };
    PasskeysController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PasskeysController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptionsAnswer"];
                };
            };
        };
    };
    SecondFactorController_renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewRecoveryCodesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesAnswer"];
                };
            };
        };
    };
    SecondFactorController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTotpDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    SecondFactorController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableTotpDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesAnswer"];
                };
            };
        };
    };
    SecondFactorController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetupAnswer"];
                };
            };
        };
    };
    SessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"][];
                };
            };
        };
    };
    SessionsController_endOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessionsAnswer"];
                };
            };
        };
    };
    SessionsController_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountSettingsController_savePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPreferencesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPreferencesAnswer"];
                };
            };
        };
    };
    AccountController_switchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAccountAnswer"];
                };
            };
        };
    };
    AccountController_setTeamSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamSecurityDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSecurityAnswer"];
                };
            };
        };
    };
    AdminAccountsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountAnswer"][];
                };
            };
        };
    };
    AdminStatsController_alerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAlertAnswer"][];
                };
            };
        };
    };
    AdminAuditController_list: {
        parameters: {
            query?: {
                /** @description Page, from 1 (newest entries first) */
                page?: string;
                /** @description Entries per page, 1 to 100 (default 25) */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPageAnswer"];
                };
            };
        };
    };
    AdminEventsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEventAnswer"][];
                };
            };
        };
    };
    AdminEventsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    AdminEventsController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginAnswer"] | components["schemas"]["SecondFactorPendingAnswer"];
                };
            };
        };
    };
    AdminAuthController_loginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginAnswer"];
                };
            };
        };
    };
    AdminStatsController_eventStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventStatsAnswer"];
                };
            };
        };
    };
    AdminStatsController_userStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatsAnswer"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserAnswer"][];
                };
            };
        };
    };
    AdminUsersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserChangeAnswer"];
                };
            };
        };
    };
    AdminUsersController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    AdminUsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAdminUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserChangeAnswer"];
                };
            };
        };
    };
    AuthController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    EmailChangeLinkController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangedAnswer"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"] | components["schemas"]["SecondFactorPendingAnswer"];
                };
            };
        };
    };
    AuthController_loginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUserAnswer"];
                };
            };
        };
    };
    PasskeyLoginController_signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
        };
    };
    PasskeyLoginController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptionsAnswer"];
                };
            };
        };
    };
    PasswordResetController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    PasswordResetController_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetLinkAnswer"];
                };
            };
        };
    };
    PasswordResetController_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description An unconfirmed address got a new mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationAnswer"];
                };
            };
            /** @description A new account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationAnswer"];
                };
            };
        };
    };
    AccountSettingsController_avvAcceptance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvvAcceptanceAnswer"];
                };
            };
        };
    };
    AccountSettingsController_acceptAvv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvvAcceptanceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvvAcceptanceAnswer"];
                };
            };
        };
    };
    BillingDataController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingDataAnswer"];
                };
            };
        };
    };
    BillingDataController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingDataDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingDataAnswer"];
                };
            };
        };
    };
    PaymentsController_billingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeRedirectAnswer"];
                };
            };
        };
    };
    BlogController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPageAnswer"];
                };
            };
        };
    };
    BlogController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostAnswer"];
                };
            };
        };
    };
    ConfirmController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmationAnswer"];
                };
            };
        };
    };
    PaymentsController_createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutSessionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeRedirectAnswer"];
                };
            };
        };
    };
    PaymentsController_createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentIntentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntentAnswer"];
                };
            };
        };
    };
    DevOutboxController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevMailAnswer"][];
                };
            };
        };
    };
    AccountSettingsController_emailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettingsAnswer"];
                };
            };
        };
    };
    AccountSettingsController_saveEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettingsAnswer"];
                };
            };
        };
    };
    EraseController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    EventsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"][];
                };
            };
        };
    };
    EventsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEventAnswer"];
                };
            };
        };
    };
    EventsController_listArchived: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"][];
                };
            };
        };
    };
    EventsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    EventsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    EventsController_archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    CardScansController_scan: {
        parameters: {
            query?: never;
            header?: {
                /** @description A stand device of this event instead of a member's session */
                "X-Stand-Token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardScanAnswer"];
                };
            };
        };
    };
    FollowUpsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowUpStepAnswer"][];
                };
            };
        };
    };
    FollowUpsController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowUpStepDto"][];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowUpStepAnswer"][];
                };
            };
        };
    };
    FollowUpsController_preview: {
        parameters: {
            query?: {
                /** @description The mail as a visitor in this language gets it; default 'de' */
                lang?: "de" | "en";
            };
            header?: never;
            path: {
                id: string;
                step: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    FollowUpsController_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                step: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowUpTestEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    FollowUpsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowUpStatusAnswer"];
                };
            };
        };
    };
    FunnelController_report: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD); default: the day of the event's first count */
                from?: string;
                /** @description Last day (YYYY-MM-DD); default: today */
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelReportAnswer"];
                };
            };
        };
    };
    EventImagesController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    EventImagesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    EventImagesController_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                id: string;
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MemberCaptureController_captureLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberCaptureDto"];
            };
        };
        responses: {
            /** @description A known address (or a repeated submissionId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberCaptureAnswer"];
                };
            };
            /** @description A new lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberCaptureAnswer"];
                };
            };
        };
    };
    LeadsController_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MailPreviewController_preview: {
        parameters: {
            query: {
                /** @description The mail as a visitor in this language gets it; default 'de' */
                lang?: "de" | "en";
                type: "doi" | "welcome";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    EventsController_qrCode: {
        parameters: {
            query?: {
                /** @description png (default): a data URL; svg: the SVG text */
                format?: "png" | "svg";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventQrAnswer"];
                };
            };
        };
    };
    EventsController_qrPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EventsController_qrSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EventsController_qrPoster: {
        parameters: {
            query?: {
                /** @description Paper size, A4 (default) or A5 */
                size?: "A4" | "A5";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EventReadinessController_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventReadinessAnswer"];
                };
            };
        };
    };
    StandDevicesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandDeviceAnswer"][];
                };
            };
        };
    };
    StandDevicesController_register: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterStandDeviceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandDeviceRegistrationAnswer"];
                };
            };
        };
    };
    StandDevicesController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TestMailController_sendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
        };
    };
    EventsController_unarchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventAnswer"];
                };
            };
        };
    };
    EventsController_upgrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpgradedEventAnswer"];
                };
            };
        };
    };
    PublicFormController_config: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companySlug: string;
                eventSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicFormAnswer"];
                };
            };
        };
    };
    PublicFormController_submit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A stand device’s token: counted per device, no form token, capturedAt allowed, answer with leadId */
                "X-Stand-Token"?: string;
            };
            path: {
                companySlug: string;
                eventSlug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitLeadDto"];
            };
        };
        responses: {
            /** @description A known address (or a repeated submissionId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitLeadAnswer"];
                };
            };
            /** @description A new lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitLeadAnswer"];
                };
            };
        };
    };
    PublicFormController_configBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicFormAnswer"];
                };
            };
        };
    };
    PublicFormController_submitBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitLeadDto"];
            };
        };
        responses: {
            /** @description A known address (or a repeated submissionId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitLeadAnswer"];
                };
            };
            /** @description A new lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitLeadAnswer"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessAnswer"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessAnswer"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessAnswer"];
                };
            };
        };
    };
    ImageProxyController_proxy: {
        parameters: {
            query: {
                /** @description The external http(s) address of the image */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InvitationsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreviewAnswer"];
                };
            };
        };
    };
    InvitationsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedAccountAnswer"];
                };
            };
        };
    };
    LeadsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["LeadListItemAnswer"] | components["schemas"]["RemovedLeadAnswer"])[];
                };
            };
        };
    };
    LeadsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailAnswer"];
                };
            };
        };
    };
    LeadsController_qualify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QualifyLeadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailAnswer"];
                };
            };
        };
    };
    LeadsController_consentProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadCrmController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSyncAnswer"][];
                };
            };
        };
    };
    LeadCrmController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSyncAnswer"];
                };
            };
        };
    };
    LeadsController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseLeadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadErasedAnswer"];
                };
            };
        };
    };
    LeadsController_resendDoi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendDoiAnswer"];
                };
            };
        };
    };
    LeadsController_exportDesk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadsController_summary: {
        parameters: {
            query?: {
                eventId?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadSummaryAnswer"];
                };
            };
        };
    };
    PaymentsController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsConfigAnswer"];
                };
            };
        };
    };
    PaymentsController_processSuccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessSuccessDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSuccessAnswer"];
                };
            };
        };
    };
    PaymentsController_privateSuccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentSuccessDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivatePaymentAnswer"];
                };
            };
        };
    };
    SiteConfigController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigAnswer"];
                };
            };
        };
    };
    PublicStatsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicStatsAnswer"];
                };
            };
        };
    };
    StandController_session: {
        parameters: {
            query?: never;
            header: {
                "X-Stand-Token": string;
            };
            path: {
                companySlug: string;
                eventSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandSessionAnswer"];
                };
            };
        };
    };
    StandController_exit: {
        parameters: {
            query?: never;
            header: {
                "X-Stand-Token": string;
            };
            path: {
                companySlug: string;
                eventSlug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandExitDto"];
            };
        };
        responses: {
            /** @description Stand mode ended on this device */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StandLeadsController_qualify: {
        parameters: {
            query?: never;
            header: {
                "X-Stand-Token": string;
            };
            path: {
                companySlug: string;
                eventSlug: string;
                leadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandQualifyLeadDto"];
            };
        };
        responses: {
            /** @description Rated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SupportTicketController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportTicketDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketAnswer"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "createdAt": "2026-03-02T09:15:00.000Z",
                     *         "formUrl": "https://app.fairleads.de/form/muster-gmbh/hannover-messe-2026",
                     *         "id": "3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41",
                     *         "name": "Hannover Messe 2026",
                     *         "slug": "hannover-messe-2026",
                     *         "status": "active"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PublicEventAnswer"][];
                };
            };
            /** @description No key (API_KEY_MISSING) or an unknown or revoked one (API_KEY_INVALID). */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_INVALID",
                     *       "message": "Der API-Schlüssel ist unbekannt oder wurde widerrufen.",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key lacks the route’s scope (API_KEY_SCOPE_MISSING). */
            403: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_SCOPE_MISSING",
                     *       "message": "Dem API-Schlüssel fehlt die Berechtigung „leads:read“. Lege einen Schlüssel mit dieser Berechtigung an.",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key used up its limit (RATE_LIMITED); `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the key may call again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "RATE_LIMITED",
                     *       "message": "Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description The next page, as the `Link` header names it. */
                cursor?: string;
                /** @description Only this event's leads (one of the account's, else 404). */
                eventId?: string;
                /** @description Leads per page. */
                limit?: number;
                /** @description The `X-Leads-Cursor` of an earlier answer: only what changed after it. */
                since?: string;
                /** @description Where the leads came from: `form` (the visitor’s own phone), `stand` (typed by the team), `badge` (a scanned badge), `card` (a business card). */
                source?: "badge" | "card" | "form" | "stand";
                /** @description `pending`: double opt-in not yet confirmed. */
                status?: "all" | "confirmed" | "pending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description The next page (`rel="next"`), while more leads follow; absent on the last page and in a `since` answer. */
                    Link?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    /** @description Give it back as `since` to get only what changed after this answer. */
                    "X-Leads-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "answers": [
                     *           {
                     *             "label": "Firma",
                     *             "value": "Muster GmbH"
                     *           },
                     *           {
                     *             "label": "Telefon",
                     *             "value": "+49 511 123456"
                     *           }
                     *         ],
                     *         "confirmedAt": "2026-03-02T10:43:51.000Z",
                     *         "createdAt": "2026-03-02T10:41:07.000Z",
                     *         "email": "erika.mustermann@example.com",
                     *         "eventId": "3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41",
                     *         "eventName": "Hannover Messe 2026",
                     *         "id": "9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34",
                     *         "name": "Erika Mustermann",
                     *         "rating": "hot",
                     *         "source": "badge",
                     *         "status": "confirmed",
                     *         "tags": [
                     *           "Neukunde",
                     *           "Rückruf"
                     *         ],
                     *         "updatedAt": "2026-03-02T11:02:30.000Z"
                     *       },
                     *       {
                     *         "id": "0c4e8d2a-7f1b-4c9e-a6d3-8e2b5f0a9c17",
                     *         "removed": true
                     *       }
                     *     ]
                     */
                    "application/json": (components["schemas"]["PublicLeadAnswer"] | components["schemas"]["PublicRemovedLeadAnswer"])[];
                };
            };
            /** @description A refused parameter or body; `errors` names each refused field. */
            400: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "VALIDATION_FAILED",
                     *       "errors": {
                     *         "rating": "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'."
                     *       },
                     *       "message": "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No key (API_KEY_MISSING) or an unknown or revoked one (API_KEY_INVALID). */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_INVALID",
                     *       "message": "Der API-Schlüssel ist unbekannt oder wurde widerrufen.",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key lacks the route’s scope (API_KEY_SCOPE_MISSING). */
            403: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_SCOPE_MISSING",
                     *       "message": "Dem API-Schlüssel fehlt die Berechtigung „leads:read“. Lege einen Schlüssel mit dieser Berechtigung an.",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not one of the account’s (an unknown id, another account’s, an erased lead). */
            404: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "LEADS_NOT_FOUND",
                     *       "message": "Lead nicht gefunden",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description LEADS_SCOPE_CHANGED: the account’s events changed since the `since` cursor (or too many leads did); read the list again from the first page. */
            410: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "LEADS_SCOPE_CHANGED",
                     *       "message": "Deine Events haben sich geändert. Bitte lade die Liste neu.",
                     *       "statusCode": 410
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key used up its limit (RATE_LIMITED); `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the key may call again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "RATE_LIMITED",
                     *       "message": "Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answers": [
                     *         {
                     *           "label": "Firma",
                     *           "value": "Muster GmbH"
                     *         },
                     *         {
                     *           "label": "Telefon",
                     *           "value": "+49 511 123456"
                     *         }
                     *       ],
                     *       "confirmedAt": "2026-03-02T10:43:51.000Z",
                     *       "createdAt": "2026-03-02T10:41:07.000Z",
                     *       "email": "erika.mustermann@example.com",
                     *       "eventId": "3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41",
                     *       "eventName": "Hannover Messe 2026",
                     *       "id": "9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34",
                     *       "name": "Erika Mustermann",
                     *       "rating": "hot",
                     *       "source": "badge",
                     *       "status": "confirmed",
                     *       "tags": [
                     *         "Neukunde",
                     *         "Rückruf"
                     *       ],
                     *       "updatedAt": "2026-03-02T11:02:30.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PublicLeadAnswer"];
                };
            };
            /** @description No key (API_KEY_MISSING) or an unknown or revoked one (API_KEY_INVALID). */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_INVALID",
                     *       "message": "Der API-Schlüssel ist unbekannt oder wurde widerrufen.",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key lacks the route’s scope (API_KEY_SCOPE_MISSING). */
            403: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_SCOPE_MISSING",
                     *       "message": "Dem API-Schlüssel fehlt die Berechtigung „leads:read“. Lege einen Schlüssel mit dieser Berechtigung an.",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not one of the account’s (an unknown id, another account’s, an erased lead). */
            404: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "LEADS_NOT_FOUND",
                     *       "message": "Lead nicht gefunden",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key used up its limit (RATE_LIMITED); `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the key may call again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "RATE_LIMITED",
                     *       "message": "Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    qualifyLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublicLeadChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answers": [
                     *         {
                     *           "label": "Firma",
                     *           "value": "Muster GmbH"
                     *         },
                     *         {
                     *           "label": "Telefon",
                     *           "value": "+49 511 123456"
                     *         }
                     *       ],
                     *       "confirmedAt": "2026-03-02T10:43:51.000Z",
                     *       "createdAt": "2026-03-02T10:41:07.000Z",
                     *       "email": "erika.mustermann@example.com",
                     *       "eventId": "3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41",
                     *       "eventName": "Hannover Messe 2026",
                     *       "id": "9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34",
                     *       "name": "Erika Mustermann",
                     *       "rating": "hot",
                     *       "source": "badge",
                     *       "status": "confirmed",
                     *       "tags": [
                     *         "Neukunde",
                     *         "Rückruf"
                     *       ],
                     *       "updatedAt": "2026-03-02T11:02:30.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PublicLeadAnswer"];
                };
            };
            /** @description A refused parameter or body; `errors` names each refused field. */
            400: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "VALIDATION_FAILED",
                     *       "errors": {
                     *         "rating": "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'."
                     *       },
                     *       "message": "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.",
                     *       "statusCode": 400
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No key (API_KEY_MISSING) or an unknown or revoked one (API_KEY_INVALID). */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_INVALID",
                     *       "message": "Der API-Schlüssel ist unbekannt oder wurde widerrufen.",
                     *       "statusCode": 401
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key lacks the route’s scope (API_KEY_SCOPE_MISSING). */
            403: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "API_KEY_SCOPE_MISSING",
                     *       "message": "Dem API-Schlüssel fehlt die Berechtigung „leads:read“. Lege einen Schlüssel mit dieser Berechtigung an.",
                     *       "statusCode": 403
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not one of the account’s (an unknown id, another account’s, an erased lead). */
            404: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "LEADS_NOT_FOUND",
                     *       "message": "Lead nicht gefunden",
                     *       "statusCode": 404
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The key used up its limit (RATE_LIMITED); `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description No answer of the public API may be stored. */
                    "Cache-Control"?: string;
                    /** @description What is left of the key's limit and in how many seconds it is full again (IETF RateLimit header fields). */
                    RateLimit?: string;
                    /** @description The key's limit: 300 requests in 60 seconds. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until the key may call again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "RATE_LIMITED",
                     *       "message": "Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.",
                     *       "statusCode": 429
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": {
                     *         "title": "FairLeads public API",
                     *         "version": "1"
                     *       },
                     *       "openapi": "3.1.0",
                     *       "paths": {}
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    VerifyEmailController_byQuery: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationAnswer"];
                };
            };
        };
    };
    VerifyEmailController_byPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationAnswer"];
                };
            };
        };
    };
    WebhookEndpointsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointAnswer"][];
                };
            };
        };
    };
    WebhookEndpointsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreatedAnswer"];
                };
            };
        };
    };
    WebhookEndpointsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointAnswer"];
                };
            };
        };
    };
    WebhookEndpointsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointAnswer"];
                };
            };
        };
    };
    WebhookEndpointsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEndpointsController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryAnswer"][];
                };
            };
        };
    };
    WebhookEndpointsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSendAnswer"];
                };
            };
        };
    };
    WebhookEndpointsController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSendAnswer"];
                };
            };
        };
    };
}
