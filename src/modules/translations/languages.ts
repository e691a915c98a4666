/**
 * Language codes of translation settings: the codes of GitBook's `TranslationLanguage` enum
 * (OpenAPI document of @gitbook/api 0.202.0), lowercase BCP-47 tags, with their English names.
 */
export const TRANSLATION_LANGUAGES = {
  en: 'English',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  'pt-br': 'Portuguese (Brazil)',
  ru: 'Russian',
  ja: 'Japanese',
  zh: 'Chinese (Simplified)',
  'zh-tw': 'Chinese (Traditional)',
  yue: 'Cantonese',
  ko: 'Korean',
  ar: 'Arabic',
  hi: 'Hindi',
  nl: 'Dutch',
  pl: 'Polish',
  tr: 'Turkish',
  sv: 'Swedish',
  no: 'Norwegian',
  da: 'Danish',
  fi: 'Finnish',
  el: 'Greek',
  cs: 'Czech',
  hu: 'Hungarian',
  ro: 'Romanian',
  th: 'Thai',
  vi: 'Vietnamese',
  id: 'Indonesian',
  ms: 'Malay',
  he: 'Hebrew',
  uk: 'Ukrainian',
  sk: 'Slovak',
  bg: 'Bulgarian',
  hr: 'Croatian',
  lt: 'Lithuanian',
  lv: 'Latvian',
  et: 'Estonian',
  sl: 'Slovenian',
} as const;

export type TranslationLanguage = keyof typeof TRANSLATION_LANGUAGES;

export const LANGUAGE_CODES = Object.keys(TRANSLATION_LANGUAGES) as [TranslationLanguage, ...TranslationLanguage[]];
