import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import type { Locale } from '../../../common/i18n/locale';
import { PermanentJobError } from '../../../common/outbox/outbox-handler.registry';
import { LAYOUT_WORDS } from '../domain/layout-words';

/** The build copies every module's templates/ folder beside its code (nest-cli.json assets). */
const MODULES_DIR = join(__dirname, '..', '..');
const TEMPLATE_DIR = join(MODULES_DIR, 'mailing', 'templates');

/**
 * A template of the module that composes the mail: `<module>/<name>` is
 * modules/<module>/templates/<name>.{html,text}.hbs in German and <name>.en.{html,text}.hbs in
 * English, side by side.
 */
export type ModuleMailTemplate = `${string}/${string}`;

/** Mailing's own generic templates, or a composing module's. */
export type MailTemplate = 'event-message' | 'organiser-notice' | ModuleMailTemplate;

/** The visitor mail's template holds no words of its own: its composer words everything in the visitor's language. */
const WORDLESS: readonly MailTemplate[] = ['event-message'];

function templatePath(template: MailTemplate, part: 'html' | 'text', locale: Locale): string {
  const language = locale === 'de' || WORDLESS.includes(template) ? '' : `.${locale}`;
  const [module, name] = template.split('/');
  return name === undefined
    ? join(TEMPLATE_DIR, `${template}${language}.${part}.hbs`)
    : join(MODULES_DIR, module, 'templates', `${name}${language}.${part}.hbs`);
}

/**
 * Handlebars in strict mode: a missing variable is an error, not an empty gap in a mail.
 * Every mail has an HTML and a text part, each wrapped in its layout.
 */
@Injectable()
export class MailRenderer {
  private readonly html = Handlebars.create();
  private readonly text = Handlebars.create();
  private readonly cache = new Map<string, Handlebars.TemplateDelegate>();

  /** The mail in `locale`: the template of that language, in the layout with its own words (`lang`, the footer) in it. */
  render(template: MailTemplate, context: Record<string, unknown>, locale: Locale): { html: string; text: string } {
    try {
      const htmlBody = this.compile(this.html, templatePath(template, 'html', locale), false)(context);
      const textBody = this.compile(this.text, templatePath(template, 'text', locale), true)(context);
      const layout = { ...context, lang: locale, tagline: LAYOUT_WORDS[locale].tagline };
      return {
        html: this.compile(this.html, join(TEMPLATE_DIR, 'layouts', 'main.html.hbs'), false)({ ...layout, body: htmlBody }),
        text: this.compile(this.text, join(TEMPLATE_DIR, 'layouts', 'main.text.hbs'), true)({ ...layout, body: textBody }),
      };
    } catch (error) {
      throw new PermanentJobError(`mail template ${template} failed: ${(error as Error).message}`);
    }
  }

  private compile(engine: typeof Handlebars, path: string, plainText: boolean): Handlebars.TemplateDelegate {
    const key = `${plainText ? 'text' : 'html'}:${path}`;
    let compiled = this.cache.get(key);
    if (!compiled) {
      compiled = engine.compile(readFileSync(path, 'utf8'), { strict: true, noEscape: plainText });
      this.cache.set(key, compiled);
    }
    return compiled;
  }
}
