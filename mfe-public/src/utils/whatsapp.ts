/** A click-to-chat link to a WhatsApp number (digits with country code) with a ready message. */
export function getWhatsAppChatUrl(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** WhatsApp's share link: the visitor picks whom to send `message` to. */
export function getWhatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
