/** "1-2" -> "1–2", "08:30-22:00" -> "08:30–22:00": a range as the copy shows it, with an en dash. */
export const dashRange = (text: string) => text.replace(/(\d)-(\d)/g, "$1–$2");
