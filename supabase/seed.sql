-- Local and test data only; applied after the migrations on a fresh database.

insert into public.personalized_assistants (slug, name, assistant_id) values
  ('acme-dental', 'Dana', null),
  ('brightside-plumbing', 'Marcus', '3f1c9a62-7d4e-4b8a-9e21-5c6d8f0a1b27'),
  ('lakeview-law', 'Priya', 'a7e2d915-0c3b-4f6e-8d12-9b4a6c3e7f50'),
  ('summit-auto-care', 'Jordan', 'c4b8e3f1-2a6d-4e9b-b7c5-0d1f3a8e6b92');
