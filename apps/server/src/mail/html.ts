/** Text for HTML (content or a quoted attribute): names and values are the user's to choose, so they must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
