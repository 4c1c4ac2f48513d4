/** Page and API paths of a public form; a form is addressed by one slug or by company + event slug. */
export interface FormAddress {
  companySlug: string | null;
  eventSlug: string;
}

const enc = encodeURIComponent;

export function formPagePath({ companySlug, eventSlug }: FormAddress): string {
  return companySlug ? `/form/${enc(companySlug)}/${enc(eventSlug)}` : `/form/${enc(eventSlug)}`;
}

export function formApiPath(address: FormAddress): string {
  return `/api${formPagePath(address)}`;
}
