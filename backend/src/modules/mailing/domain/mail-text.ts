import Handlebars from 'handlebars';

const engine = Handlebars.create();
/** Compiled subjects and bodies: every submit composes its mail, and compiling was 6 % of its CPU. */
const compiled = new Map<string, Handlebars.TemplateDelegate>();
/** Enough for every event's texts in both languages on a busy instance; the oldest go first. */
const MAX_COMPILED = 2000;
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * An organiser's mail text with its placeholders ({{name}}, …) filled as plain text: nothing is
 * escaped here (textToHtml escapes the whole result). An unknown placeholder or a broken template
 * leaves the text as written.
 */
export function fillPlaceholders(template: string, data: Record<string, string>): string {
  try {
    return compiledTemplate(template)(data);
  } catch {
    return template;
  }
}

function compiledTemplate(template: string): Handlebars.TemplateDelegate {
  let render = compiled.get(template);
  if (!render) {
    render = engine.compile(template, { noEscape: true, knownHelpersOnly: true });
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(template, render);
  }
  return render;
}

/**
 * A filled mail text as the HTML part's paragraphs: everything escaped, so neither a visitor's
 * name nor an organiser's body can inject markup; bare URLs become links.
 */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph).replace(URL_PATTERN, '<a href="$1" style="color:#00666e;word-break:break-all;">$1</a>');
      return `<p style="margin:0 0 16px;">${html.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
