-- Where a lead came from in the visit that sent it, and the business case it brought along.
--   * Attribution: the five utm_* parameters, whether a paid-click id was in the landing address (never its
--     value), the referring host and the first page of the visit. The browser keeps them for the tab only and
--     sends them with the demo request; the database caps and checks every one of them.
--   * The business case: the ROI calculator's inputs and the yearly savings it showed the visitor, when the
--     visitor used it and did not leave it out. All four or none.
--   * tab_id: a random id the visiting tab made; events the tab sent carry the same id, and the request links
--     them to the new lead (migration 20261124110100). Nobody but an admin can read it.
-- Visitors may insert these columns and read none of them.

alter table public.contact_submissions
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column paid_click boolean not null default false,
  add column referrer_host text,
  add column landing_page text,
  add column tab_id uuid,
  add column roi_calls double precision,
  add column roi_aht double precision,
  add column roi_wage double precision,
  add column roi_yearly_savings integer,
  -- Printable text only: no control characters, at most 200 characters (longer values are cut by the browser).
  add constraint contact_submissions_utm_source_shape
    check (char_length(utm_source) between 1 and 200 and utm_source !~ '[[:cntrl:]]'),
  add constraint contact_submissions_utm_medium_shape
    check (char_length(utm_medium) between 1 and 200 and utm_medium !~ '[[:cntrl:]]'),
  add constraint contact_submissions_utm_campaign_shape
    check (char_length(utm_campaign) between 1 and 200 and utm_campaign !~ '[[:cntrl:]]'),
  add constraint contact_submissions_utm_term_shape
    check (char_length(utm_term) between 1 and 200 and utm_term !~ '[[:cntrl:]]'),
  add constraint contact_submissions_utm_content_shape
    check (char_length(utm_content) between 1 and 200 and utm_content !~ '[[:cntrl:]]'),
  -- A host name as the browser's URL parser writes it: lower case, no port, no path.
  add constraint contact_submissions_referrer_host_shape
    check (char_length(referrer_host) <= 253 and referrer_host ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$'),
  -- A path of the site, without query or fragment (those may hold personal data).
  add constraint contact_submissions_landing_page_shape
    check (char_length(landing_page) <= 100 and landing_page ~ '^/[a-z0-9/_-]*$'),
  add constraint contact_submissions_business_case_whole check (
    (roi_calls is null and roi_aht is null and roi_wage is null and roi_yearly_savings is null)
    or (roi_calls is not null and roi_aht is not null and roi_wage is not null and roi_yearly_savings is not null)
  ),
  -- The calculator's own ranges; the savings are whatever its model made of them, within what it can make.
  add constraint contact_submissions_roi_calls_range check (roi_calls between 1000 and 20000),
  add constraint contact_submissions_roi_aht_range check (roi_aht between 2 and 30),
  add constraint contact_submissions_roi_wage_range check (roi_wage between 8 and 120),
  add constraint contact_submissions_roi_yearly_savings_range check (roi_yearly_savings between -100000000 and 100000000);

comment on column public.contact_submissions.utm_source is 'utm_source of the visit that sent the request.';
comment on column public.contact_submissions.paid_click is 'Whether the visit''s first address had a gclid, fbclid or msclkid (the value is never kept).';
comment on column public.contact_submissions.referrer_host is 'Host of the page that sent the visitor here, if another site.';
comment on column public.contact_submissions.landing_page is 'First page of the visit (path only).';
comment on column public.contact_submissions.tab_id is 'Random id of the visiting tab; links that tab''s events to this lead. Admins only.';
comment on column public.contact_submissions.roi_yearly_savings is 'Yearly savings in whole $ the ROI calculator showed for roi_calls, roi_aht and roi_wage.';

grant insert (
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, paid_click, referrer_host, landing_page, tab_id,
  roi_calls, roi_aht, roi_wage, roi_yearly_savings
) on table public.contact_submissions to anon, authenticated;

-- The inbox sorts and filters by estimated savings; conversion finds a tab's leads.
create index contact_submissions_roi_yearly_savings_idx
  on public.contact_submissions (roi_yearly_savings desc nulls last, created_at desc);
create index contact_submissions_tab_id_idx on public.contact_submissions (tab_id) where tab_id is not null;
