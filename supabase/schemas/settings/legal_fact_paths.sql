create or replace function public.legal_fact_paths()
  returns text[] language sql immutable parallel safe set search_path to ''
as $function$
  select array[
    'companyName', 'legalForm', 'shareCapital', 'rcs', 'siret', 'vatNumber',
    'address.street', 'address.postalCode', 'address.city', 'address.country',
    'email', 'supportEmail', 'phone', 'contactHours.en', 'contactHours.fr', 'publicationDirector',
    'siteHost.name', 'siteHost.address.street', 'siteHost.address.postalCode', 'siteHost.address.city',
    'siteHost.address.country', 'siteHost.contact',
    'dataHost.name', 'dataHost.address.street', 'dataHost.address.postalCode', 'dataHost.address.city',
    'dataHost.address.country', 'dataHost.contact',
    'mailProvider.name', 'mailProvider.address.street', 'mailProvider.address.postalCode',
    'mailProvider.address.city', 'mailProvider.address.country', 'mailProvider.contact',
    'mediator.name', 'mediator.website', 'mediator.address.street', 'mediator.address.postalCode',
    'mediator.address.city', 'mediator.address.country',
    'cosmeticsResponsiblePerson.name', 'cosmeticsResponsiblePerson.address.street',
    'cosmeticsResponsiblePerson.address.postalCode', 'cosmeticsResponsiblePerson.address.city',
    'cosmeticsResponsiblePerson.address.country', 'cosmeticsResponsiblePerson.email',
    'packagingIdu', 'paymentMethods', 'organicCertifier.name', 'organicCertifier.code'
  ]
$function$;

comment on function "public"."legal_fact_paths"() is 'Every fact of shop_settings.legal_facts, as a dotted path of its JSON (the shape of LegalFacts in supabase/functions/_shared/legal-facts.ts): all are required before the shop sells but those of legal_fact_optional_paths(). The one list the validation, the completeness check and the change record read.';

revoke all on function public.legal_fact_paths() from public, anon, authenticated, service_role;
grant execute on function public.legal_fact_paths() to anon, authenticated, service_role;
