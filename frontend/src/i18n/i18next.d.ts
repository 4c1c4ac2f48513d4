/**
 * The catalogues' shapes, from the German source: `t` accepts only keys that exist.
 * A new namespace gets its two files in src/locales and a line here.
 */
import type common from '../locales/de/common.json';
import type errors from '../locales/de/errors.json';
import type app from '../locales/de/app.json';
import type layout from '../locales/de/layout.json';
import type signIn from '../locales/de/sign-in.json';
import type contactScan from '../locales/de/contact-scan.json';
import type eventFields from '../locales/de/event-fields.json';
import type funnel from '../locales/de/funnel.json';
import type accountActivation from '../locales/de/account-activation.json';
import type admin from '../locales/de/admin.json';
import type archive from '../locales/de/archive.json';
import type auth from '../locales/de/auth.json';
import type billing from '../locales/de/billing.json';
import type blog from '../locales/de/blog.json';
import type consent from '../locales/de/consent.json';
import type dashboard from '../locales/de/dashboard.json';
import type devMailbox from '../locales/de/dev-mailbox.json';
import type emailChange from '../locales/de/email-change.json';
import type eventSettings from '../locales/de/event-settings.json';
import type events from '../locales/de/events.json';
import type landing from '../locales/de/landing.json';
import type leads from '../locales/de/leads.json';
import type legal from '../locales/de/legal.json';
import type passwordReset from '../locales/de/password-reset.json';
import type settings from '../locales/de/settings.json';
import type stand from '../locales/de/stand.json';
import type support from '../locales/de/support.json';
import type team from '../locales/de/team.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      app: typeof app;
      layout: typeof layout;
      'sign-in': typeof signIn;
      'contact-scan': typeof contactScan;
      'event-fields': typeof eventFields;
      funnel: typeof funnel;
      'account-activation': typeof accountActivation;
      admin: typeof admin;
      archive: typeof archive;
      auth: typeof auth;
      billing: typeof billing;
      blog: typeof blog;
      consent: typeof consent;
      dashboard: typeof dashboard;
      'dev-mailbox': typeof devMailbox;
      'email-change': typeof emailChange;
      'event-settings': typeof eventSettings;
      events: typeof events;
      landing: typeof landing;
      leads: typeof leads;
      legal: typeof legal;
      'password-reset': typeof passwordReset;
      settings: typeof settings;
      stand: typeof stand;
      support: typeof support;
      team: typeof team;
    };
  }
}
