import { readPageData } from './client/page-data';
import { confirmOnLoad } from './client/enhance-confirm';
import { enhanceForm } from './client/enhance-form';
import { enhanceErase } from './client/enhance-erase';
import { enhanceResend } from './client/enhance-resend';
import { focusMarked, watchOptionalImages } from './client/page-post';
import '../components/ui/confetti.css';
import './visitor.css';

/*
 * The visitor pages' script: the server renders every page complete (form, views, buttons that
 * post), so nothing depends on this. It only improves: the form sends without a reload, the
 * resend button counts down, the confirmation link confirms on load with confetti, the erase button erases in place.
 */
const data = readPageData();
watchOptionalImages();
focusMarked();
if (data?.kind === 'form') {
  const form = document.querySelector<HTMLFormElement>('[data-lead-form]');
  if (form) enhanceForm(form, data.form, data.texts);
} else if (data?.kind === 'email-confirmation') {
  const form = document.querySelector<HTMLFormElement>('[data-resend-form]');
  if (form) enhanceResend(form, data.resendAvailableAt, data.renderedAt, data.texts);
} else if (data?.kind === 'confirm' && data.state === 'ask') {
  const form = document.querySelector<HTMLFormElement>('[data-confirm-form]');
  if (form) void confirmOnLoad(form, data.confetti, data.texts);
} else if (data?.kind === 'erase' && data.state === 'ask') {
  const form = document.querySelector<HTMLFormElement>('[data-erase-form]');
  if (form) enhanceErase(form, data.texts);
}
