// The mailing module's public entry: how to send; what to send is composed by the module whose fact causes it.
export { MailingModule } from './mailing.module';
export { MailService, type EventMailContent, type OrganiserMailContent, type TemplateMailContent } from './services/mail.service';
export { maySeeDevOutbox } from './controllers/dev-outbox.guard';
export { fillPlaceholders, textToHtml } from './domain/mail-text';
