import { signInAsAdmin, uniqueTag } from './support/admin';
import { uniqueEmail } from './support/demo-form';
import { leadRow, tableRows } from './support/inbox';
import { caughtMessage, emailsTo } from './support/mail-catcher';
import { expect, test } from './support/test';

// The Spanish page's form and the acknowledgement in Spanish, as the Spanish catalogue and the acknowledgement's
// table write them (the English are the specification's); the inbox's words are the admin area's English.
const spanishForm = {
  name: 'Solicitud de demo',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  business: 'Háblenos de su empresa',
  submit: 'Solicitar demo',
  thanks: '¡Gracias! Le responderemos en menos de 10 minutos.',
};

test('a demo request sent on /es/ is shown in the inbox as Spanish, found by the language filter, and acknowledged in Spanish', async ({
  page,
}) => {
  const email = uniqueEmail('spanish');
  const lastName = uniqueTag('Fernandez');
  await page.goto('/es/#contact');
  const form = page.getByRole('form', { name: spanishForm.name });
  await form.getByLabel(spanishForm.firstName).fill('Lucía');
  await form.getByLabel(spanishForm.lastName).fill(lastName);
  await form.getByLabel(spanishForm.email).fill(email);
  await form.getByLabel(spanishForm.phone).fill('+34 600 000 000');
  await form.getByLabel(spanishForm.business).fill('Clínica dental en Valencia, 600 llamadas al mes');
  await form.getByRole('button', { name: spanishForm.submit }).click();
  await expect(form.getByRole('status')).toHaveText(spanishForm.thanks);

  await expect
    .poll(async () => (await emailsTo(email)).map((sent) => sent.Subject))
    .toEqual(['Hemos recibido su solicitud de demo']);
  const [acknowledgement] = await emailsTo(email);
  expect((await caughtMessage(acknowledgement?.ID ?? '')).Text).toContain('Hola, Lucía:');

  await signInAsAdmin(page);
  const row = leadRow(page, lastName);
  await expect(row).toHaveCount(1);
  const badge = row.getByTestId('lead-language');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('title', 'Spanish');
  expect(await badge.innerText()).toMatch(/^ES\b/);

  // The language filter: Spanish keeps the lead and is the address; German leaves it out.
  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  await language.selectOption({ label: 'Spanish' });
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  await expect(row).toHaveCount(1);
  // Every row it shows is Spanish (an English lead has no badge at all).
  await expect(tableRows(page).filter({ hasNot: page.locator('[title="Spanish"]') })).toHaveCount(0);
  await language.selectOption({ label: 'German' });
  await expect(page).toHaveURL(/[?&]lang=de\b/);
  await expect(row).toHaveCount(0);

  // The lead panel names the language in full.
  await language.selectOption({ label: 'All languages' });
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('lead-language-name')).toHaveText('Spanish');
});
