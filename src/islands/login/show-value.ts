/**
 * preact/compat has no controlled inputs as React has: when an edit leaves the state as it was (a
 * letter typed in the code box, a deleted space between the mobile number's groups), nothing
 * renders again and the field would keep the refused text. Writing back the value shown undoes it.
 */
export function showValue(field: HTMLInputElement, value: string) {
  if (field.value !== value) field.value = value;
}
