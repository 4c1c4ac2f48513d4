import { readPageData } from './client/page-data';
import { confirmOnLoad } from './client/enhance-confirm';
import { enhanceForm } from './client/enhance-form';
import { postInPlace } from './client/post-in-place';
import { enhanceResend } from './client/enhance-resend';
import { focusMarked, watchOptionalImages } from './client/page-post';
import '../components/ui/confetti.css';
import './visitor.css';

/*
 * The visitor pages' script: the server renders every page complete (form, views, buttons that
 * post), so nothing depends on this. It only improves: the form sends without a reload, the
 * resend button counts down, the confirmation link confirms on load with confetti, the erase and
 * unsubscribe buttons post in place.
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
  if (form) postInPlace(form, { idle: data.texts.eraseButton, busy: data.texts.erasing, failed: data.texts.eraseFailed });
} else if (data?.kind === 'unsubscribe' && data.state === 'ready') {
  const form = document.querySelector<HTMLFormElement>('[data-unsubscribe-form]');
  if (form) postInPlace(form, { idle: data.texts.unsubscribeButton, busy: data.texts.unsubscribing, failed: data.texts.unsubscribeFailed });
}
