/** Text made safe inside HTML text and quoted attribute values of the pages the server writes by hand. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
