// JSON's punctuation as character codes (the same in UTF-8 bytes and UTF-16 text), for the
// scanners that walk a panel's lists and our packed items without parsing them.

export const QUOTE = 0x22
export const BACKSLASH = 0x5c
export const COMMA = 0x2c
export const OPEN_BRACE = 0x7b
export const CLOSE_BRACE = 0x7d
export const OPEN_BRACKET = 0x5b
export const CLOSE_BRACKET = 0x5d
