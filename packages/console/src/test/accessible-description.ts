/** What a reader announces as an element's description: the texts its `aria-describedby` names. */
export const accessibleDescription = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
