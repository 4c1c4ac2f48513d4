import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { PermanentJobError } from '../../common/outbox/outbox-handler.registry';

const TEMPLATE_DIR = join(__dirname, 'templates');

export type MailTemplate = 'verify-email' | 'event-message' | 'support-ticket' | 'support-confirmation' | 'organiser-notice';

/**
 * Handlebars in strict mode: a missing variable is an error, not an empty gap in a mail.
 * Every mail has an HTML and a text part, each wrapped in its layout.
 */
@Injectable()
export class MailRenderer {
  private readonly html = Handlebars.create();
  private readonly text = Handlebars.create();
  private readonly cache = new Map<string, Handlebars.TemplateDelegate>();

  render(template: MailTemplate, context: Record<string, unknown>): { html: string; text: string } {
    try {
      const htmlBody = this.compile(this.html, `${template}.html.hbs`, false)(context);
      const textBody = this.compile(this.text, `${template}.text.hbs`, true)(context);
      return {
        html: this.compile(this.html, 'layouts/main.html.hbs', false)({ ...context, body: htmlBody }),
        text: this.compile(this.text, 'layouts/main.text.hbs', true)({ ...context, body: textBody }),
      };
    } catch (error) {
      throw new PermanentJobError(`mail template ${template} failed: ${(error as Error).message}`);
    }
  }

  private compile(engine: typeof Handlebars, file: string, plainText: boolean): Handlebars.TemplateDelegate {
    const key = `${plainText ? 'text' : 'html'}:${file}`;
    let compiled = this.cache.get(key);
    if (!compiled) {
      compiled = engine.compile(readFileSync(join(TEMPLATE_DIR, file), 'utf8'), { strict: true, noEscape: plainText });
      this.cache.set(key, compiled);
    }
    return compiled;
  }
}
